import { isApiRequestError } from './api-client';

/**
 * The text to show for a failed call (spec section 8): the server's `message`, otherwise the
 * error's own message, otherwise the error as text.
 */
export function errorMessage(error: unknown): string {
  if (isApiRequestError(error)) {
    const data: unknown = error.response?.data;
    if (
      typeof data === 'object' &&
      data !== null &&
      typeof (data as { message?: unknown }).message === 'string'
    ) {
      return (data as { message: string }).message;
    }
  }
  if (error instanceof Error && error.message) return error.message;
  return String(error);
}

/** The per-field messages of an `invalid_data` answer (`{ fields: { name: message } }`). */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!isApiRequestError(error)) return {};
  const data: unknown = error.response?.data;
  if (typeof data !== 'object' || data === null) return {};
  const fields = (data as { fields?: unknown }).fields;
  if (typeof fields !== 'object' || fields === null) return {};
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}
