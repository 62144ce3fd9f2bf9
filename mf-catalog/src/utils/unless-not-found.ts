import { isApiRequestError } from '@tyre/web-kit';

/**
 * The answer of a detail lookup, or `null` when the API says there is no such thing: 404, or 400
 * for a slug that cannot be one (the screen then shows its not-found message).
 */
export async function unlessNotFound<T>(request: Promise<{ data: T }>): Promise<T | null> {
  try {
    return (await request).data;
  } catch (error) {
    if (isApiRequestError(error) && (error.response?.status === 404 || error.response?.status === 400))
      return null;
    throw error;
  }
}
