// The English error texts and the matchers of the API's sentences: loaded with the errors
// dictionary (a chunk of their own), not with every page's first code.
import type { ErrorCode } from '@tyre/contracts';
import { fieldTexts, messageTexts } from '@tyre/contracts/error-texts';

const prefixed = <T extends Record<string, string>, P extends string>(prefix: P, texts: T) =>
  Object.fromEntries(Object.entries(texts).map(([code, text]) => [`${prefix}.${code}`, text])) as {
    [K in keyof T & string as `${P}.${K}`]: string;
  };

/** What to say for an error whose message is not a known text (in English the server's own sentence is shown). */
const generalTexts: Record<
  `code.${ErrorCode}` | 'network' | 'fieldInvalid' | 'unknown' | 'lineUnavailable',
  string
> = {
  'code.invalid_data': 'Some of the details are not right. Please check the marked fields.',
  'code.unauthorized': 'Please log in to continue',
  'code.forbidden': 'You are not allowed to do this',
  'code.not_found': 'Not found',
  'code.conflict': 'This could not be done because something changed meanwhile. Please reload and try again.',
  'code.too_large': 'What was sent is too large',
  'code.unsupported_media_type': 'This kind of file or form cannot be read',
  'code.too_many_requests': 'Too many requests. Please wait and try again.',
  'code.unavailable': 'The server is busy. Please try again in a moment.',
  'code.internal': 'Something went wrong on our side. Please try again.',
  network: 'The server could not be reached. Please check your connection and try again.',
  fieldInvalid: 'is not valid',
  /** a failure with no text of its own and no known code */
  unknown: 'Something went wrong. Please try again.',
  /** a cart line whose message is not a known text */
  lineUnavailable: 'This product cannot be ordered as it is',
};

/** Names of the fields a validation failure may name, for a message that lists them (`E-mail: is required`). */
const fieldLabels = {
  'label.name': 'Name',
  'label.email': 'E-mail',
  'label.mobile': 'Mobile number',
  'label.mobileNumber': 'Mobile number',
  'label.password': 'Password',
  'label.currentPassword': 'Current password',
  'label.newPassword': 'New password',
  'label.companyName': 'Company name',
  'label.address': 'Address',
  'label.town': 'Town',
  'label.thana': 'Thana',
  'label.district': 'District',
  'label.postCode': 'Post code',
  'label.message': 'Message',
  'label.subject': 'Subject',
};

/**
 * The English error texts: the API's own sentences word for word (`message.<code>` and
 * `field.<code>`, from `@tyre/contracts/error-texts`), and the general texts by error code.
 */
export const errorTextsEn = {
  ...prefixed('message', messageTexts),
  ...prefixed('field', fieldTexts),
  ...generalTexts,
  ...fieldLabels,
};

export type ErrorTextsEn = typeof errorTextsEn;

export { matchFieldText, matchMessageText, matchZodIssue } from '@tyre/contracts/error-texts';
