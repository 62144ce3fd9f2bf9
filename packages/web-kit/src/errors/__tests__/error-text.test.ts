import { afterEach, describe, expect, it } from 'vitest';
import type { ApiError, ErrorCode } from '@tyre/contracts';
import { fieldTexts, messageTexts } from '@tyre/contracts/error-texts';
import bn from '../messages/bn.json';
import { ApiRequestError } from '../../api/api-client';
import { changeLanguage } from '../../i18n/dictionary';
import { errorTextsEn } from '../error-tables';
import { i18n } from '../../i18n/i18n-instance';
import { errorText, fieldErrorTexts, fieldText, lineMessageText, zodIssueText } from '../error-text';

/** A failed call as the web-kit client gives it, with the API's answer. */
function failed(status: number, body: ApiError): ApiRequestError {
  return new ApiRequestError(
    `Request failed with status code ${status}`,
    { status, headers: {}, data: body },
    false,
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const bengali = /[\u0980-\u09ff]/;

afterEach(() => changeLanguage('en'));

describe('the error texts dictionary', () => {
  it('when a code is in the API texts, then the dictionary has it in English word for word and in Bangla', () => {
    const bangla = bn as Record<string, string>;
    for (const [code, text] of Object.entries(messageTexts)) {
      expect(errorTextsEn[`message.${code}` as keyof typeof errorTextsEn]).toBe(text);
      expect(bangla[`message.${code}`], code).toMatch(bengali);
    }
    for (const [code, text] of Object.entries(fieldTexts)) {
      expect(errorTextsEn[`field.${code}` as keyof typeof errorTextsEn]).toBe(text);
      expect(bangla[`field.${code}`], code).toMatch(bengali);
    }
    const codes: ErrorCode[] = [
      'invalid_data',
      'unauthorized',
      'forbidden',
      'not_found',
      'conflict',
      'too_large',
      'unsupported_media_type',
      'too_many_requests',
      'unavailable',
      'internal',
    ];
    for (const code of codes) expect(bangla[`code.${code}`], code).toMatch(bengali);
  });

  it('when the Bangla dictionary is read, then it has exactly the English keys and uses only their values', () => {
    expect(Object.keys(bn).sort()).toEqual(Object.keys(errorTextsEn).sort());
    for (const [key, text] of Object.entries(bn)) {
      const english = placeholders(errorTextsEn[key as keyof typeof errorTextsEn]);
      for (const name of placeholders(text)) expect(english, key).toContain(name);
    }
  });
});

describe('errorText', () => {
  const wrongPassword = failed(401, {
    message: 'Wrong e-mail or password',
    code: 'unauthorized',
    messageCode: 'auth.loginFailed',
  });
  const onlyLeft = failed(409, {
    message: 'Only 3 of Sporty 90/90-17 left in stock',
    code: 'conflict',
    messageCode: 'order.onlyLeft',
    messageParams: { left: '3', title: 'Sporty 90/90-17' },
    fields: { 'items.0.product': 'Only 3 of Sporty 90/90-17 left in stock' },
    fieldIssues: {
      'items.0.product': { code: 'order.onlyLeft', params: { left: '3', title: 'Sporty 90/90-17' } },
    },
  });

  it('when the language is English, then the server message is shown word for word', () => {
    expect(errorText(wrongPassword, 'en')).toBe('Wrong e-mail or password');
    expect(errorText(onlyLeft, 'en')).toBe('Only 3 of Sporty 90/90-17 left in stock');
  });

  it('when the language is Bangla, then the text of the code is shown, with its values in Bengali digits', async () => {
    await changeLanguage('bn');
    expect(errorText(wrongPassword)).toBe('ই-মেইল বা পাসওয়ার্ড ভুল');
    expect(errorText(onlyLeft)).toBe('Sporty 90/90-17 স্টকে মাত্র ৩টি আছে');
    expect(fieldErrorTexts(onlyLeft)).toEqual({ 'items.0.product': 'Sporty 90/90-17 স্টকে মাত্র ৩টি আছে' });
  });

  it('when a Bangla reader gets a message with no code, then the general text of its error code is shown', async () => {
    await changeLanguage('bn');
    const joined = failed(400, {
      message: 'email is required; password must be at least 8 characters',
      code: 'invalid_data',
      fields: { email: 'is required', password: 'must be at least 8 characters' },
      fieldIssues: { email: { code: 'required' }, password: { code: 'minLength', params: { min: '8' } } },
    });
    expect(errorText(joined)).toBe('ই-মেইল: দিতে হবে; পাসওয়ার্ড: কমপক্ষে ৮ অক্ষরের হতে হবে');
    const unnamed = failed(400, {
      message: 'features.2 is too long',
      code: 'invalid_data',
      fields: { 'features.2': 'is too long' },
    });
    expect(errorText(unnamed)).toBe('কিছু তথ্য ঠিক নেই। চিহ্নিত ঘরগুলো দেখুন।');
    // one field: the API's sentence is "{{field}} is required", the field's own text again
    const oneField = failed(400, {
      message: 'email is required',
      code: 'invalid_data',
      fields: { email: 'is required' },
      messageCode: 'upload.fieldRequired',
      messageParams: { field: 'email' },
      fieldIssues: { email: { code: 'required' } },
    });
    expect(errorText(oneField)).toBe('ই-মেইল: দিতে হবে');
    expect(fieldErrorTexts(joined)).toEqual({ email: 'দিতে হবে', password: 'কমপক্ষে ৮ অক্ষরের হতে হবে' });
    expect(errorText(new ApiRequestError('Network Error', undefined, false))).toMatch(bengali);
  });

  it('when a schema message is checked in the browser, then it reads in Bangla by its English text', async () => {
    expect(fieldText('must be 3 or more', 'en')).toBe('must be 3 or more');
    await changeLanguage('bn');
    expect(fieldText('must be 3 or more')).toBe('৩ বা তার বেশি হতে হবে');
    expect(fieldText('is not a range of Motorcycle')).toBe('Motorcycle ক্যাটাগরির রেঞ্জ নয়');
    expect(fieldText('something nobody wrote')).toBe('সঠিক নয়');
    expect(lineMessageText('Tubeless 3.00-10 is out of stock')).toBe('Tubeless 3.00-10 স্টকে নেই');
  });
});

describe('no English sentence on a Bangla page', () => {
  const bangla = bn as Record<string, string>;

  it('when a Bangla reader gets an answer whose message and code are both unknown, then a general Bangla sentence is shown, not the English', async () => {
    await changeLanguage('bn');
    const unknown = failed(418, {
      message: 'The teapot refused this brand new sentence',
      code: 'teapot' as ErrorCode,
    });
    expect(errorText(unknown)).toBe(bangla.unknown);
    expect(errorText(unknown, 'en')).toBe('The teapot refused this brand new sentence');
  });

  it('when a 429 or 503 comes without a JSON answer (a proxy page), then Bangla says wait or busy by the status', async () => {
    await changeLanguage('bn');
    const page = (status: number) =>
      new ApiRequestError(
        `Request failed with status code ${status}`,
        { status, headers: {}, data: '<html>' },
        false,
      );
    expect(errorText(page(429))).toBe(bangla['code.too_many_requests']);
    expect(errorText(page(503))).toBe(bangla['code.unavailable']);
    expect(errorText(page(500))).toBe(bangla['code.internal']);
    expect(errorText(new Error('Failed to fetch'))).toBe(bangla.unknown);
    expect(errorText(new ApiRequestError('Network Error', undefined, false))).toBe(bangla.network);
  });

  it("when the API names a field by a zod issue code (its English is zod's own), then Bangla says it by the code with the field's label", async () => {
    await changeLanguage('bn');
    const zodDefault = failed(400, {
      message: 'name Too small: expected string to have >=3 characters',
      code: 'invalid_data',
      fields: { name: 'Too small: expected string to have >=3 characters' },
      fieldIssues: { name: { code: 'minLength', params: { min: '3' } } },
    });
    expect(fieldErrorTexts(zodDefault)).toEqual({ name: 'কমপক্ষে ৩ অক্ষরের হতে হবে' });
    expect(errorText(zodDefault)).toBe('নাম: কমপক্ষে ৩ অক্ষরের হতে হবে');
  });

  it("when a schema checked in the browser reports a zod issue with zod's default English, then its text comes from the issue code", async () => {
    await changeLanguage('bn');
    const issue = (fields: Parameters<typeof zodIssueText>[0]) => zodIssueText(fields);
    expect(
      issue({
        code: 'too_small',
        origin: 'string',
        minimum: 3,
        message: 'Too small: expected string to have >=3 characters',
      }),
    ).toBe('কমপক্ষে ৩ অক্ষরের হতে হবে');
    expect(
      issue({
        code: 'too_small',
        origin: 'string',
        minimum: 1,
        message: 'Too small: expected string to have >=1 characters',
      }),
    ).toBe('দিতে হবে');
    expect(
      issue({
        code: 'too_big',
        origin: 'number',
        maximum: 10,
        message: 'Too big: expected number to be <=10',
      }),
    ).toBe('১০ বা তার কম হতে হবে');
    expect(
      issue({
        code: 'too_big',
        origin: 'array',
        maximum: 4,
        message: 'Too big: expected array to have <=4 items',
      }),
    ).toBe('সর্বোচ্চ ৪টি থাকতে পারে');
    expect(
      issue({
        code: 'too_small',
        origin: 'array',
        minimum: 2,
        message: 'Too small: expected array to have >=2 items',
      }),
    ).toBe('কমপক্ষে ২টি থাকতে হবে');
    expect(
      issue({
        code: 'invalid_type',
        expected: 'string',
        input: 5,
        message: 'Invalid input: expected string, received number',
      }),
    ).toBe('লেখা হতে হবে');
    expect(
      issue({ code: 'invalid_type', expected: 'string', input: undefined, message: 'Invalid input' }),
    ).toBe('দিতে হবে');
    expect(
      issue({ code: 'invalid_format', format: 'regex', message: 'Invalid string: must match pattern /^a$/' }),
    ).toBe('সঠিক নয়');
    expect(issue({ code: 'invalid_format', format: 'email', message: 'Invalid email address' })).toBe(
      'একটি সঠিক ই-মেইল ঠিকানা হতে হবে',
    );
    expect(
      issue({
        code: 'invalid_value',
        values: ['radial', 'bias'],
        message: 'Invalid option: expected one of "radial"|"bias"',
      }),
    ).toBe('এগুলোর একটি হতে হবে: radial, bias');
    expect(issue({ code: 'custom', message: 'Invalid input' })).toBe('সঠিক নয়');
    // a message of ours still reads by its text
    expect(issue({ code: 'custom', message: 'must be 4 digits' })).toBe('৪ অঙ্কের হতে হবে');
    // in English ours stays as written, and zod's default becomes the table's sentence
    expect(zodIssueText({ code: 'custom', message: 'must be 4 digits' }, 'en')).toBe('must be 4 digits');
    expect(
      zodIssueText(
        {
          code: 'too_small',
          origin: 'string',
          minimum: 3,
          message: 'Too small: expected string to have >=3 characters',
        },
        'en',
      ),
    ).toBe('must be at least 3 characters');
  });

  it("when a cart line's message is not a known text, then Bangla shows a general line text, not the English", async () => {
    await changeLanguage('bn');
    expect(lineMessageText('Something brand new happened to this tyre')).toBe(bangla.lineUnavailable);
  });

  it("when the Bangla error texts could not be loaded, then a Bangla sentence is still shown, never the API's English", async () => {
    await changeLanguage('bn');
    i18n.removeResourceBundle('bn', 'errors');
    try {
      const wrongPassword = failed(401, {
        message: 'Wrong e-mail or password',
        code: 'unauthorized',
        messageCode: 'auth.loginFailed',
      });
      expect(errorText(wrongPassword)).toMatch(bengali);
      expect(errorText(wrongPassword)).not.toMatch(/[A-Za-z]/);
      expect(fieldText('must be at least 2 characters')).not.toMatch(/[A-Za-z]/);
      expect(lineMessageText('Only 3 of Sporty left in stock')).not.toMatch(/[A-Za-z]/);
    } finally {
      await changeLanguage('en');
      i18n.addResourceBundle('bn', 'errors', bn, true, true);
    }
  });
});
