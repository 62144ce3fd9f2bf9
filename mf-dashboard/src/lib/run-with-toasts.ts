import { errorMessage, notify } from '@tyre/web-kit';

/**
 * Run an admin action with the toasts of spec section 8: a success toast with `success`, or an
 * error toast with the server's message. Answers whether it worked.
 */
export async function runWithToasts(action: () => Promise<unknown>, success: string): Promise<boolean> {
  try {
    await action();
    notify.success(success);
    return true;
  } catch (error) {
    notify.error(errorMessage(error));
    return false;
  }
}
