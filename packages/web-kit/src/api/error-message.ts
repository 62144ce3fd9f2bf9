import { errorText, fieldErrorTexts } from '../errors/error-text';

/**
 * The text to show for a failed call (spec section 8), in the language shown now: see
 * `errorText` (the server's `message` in English, the dictionary's text of its code in Bangla).
 */
export function errorMessage(error: unknown): string {
  return errorText(error);
}

/** The per-field messages of an `invalid_data` answer (`{ fields: { name: message } }`), in the language shown now. */
export function fieldErrors(error: unknown): Record<string, string> {
  return fieldErrorTexts(error);
}
