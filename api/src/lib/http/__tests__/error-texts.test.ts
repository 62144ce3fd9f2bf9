import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fieldTexts, matchFieldText, messageTexts } from '@tyre/contracts/error-texts';
import type { ErrorRequestHandler } from 'express';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  AppError,
  errorBody,
  errorHandler,
  fieldError,
  fieldSays,
  fromZodError,
  invalidFields,
  notFound,
  says,
} from '../errors';

const here = path.dirname(fileURLToPath(import.meta.url));
const apiSrc = path.resolve(here, '../../..');
const contractsSrc = path.resolve(here, '../../../../../packages/contracts/src');
const banglaFile = path.resolve(here, '../../../../../packages/web-kit/src/errors/messages/bn.json');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === '__tests__' || entry.name === 'test' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

const read = (files: string[]) => files.map((file) => ({ file, text: fs.readFileSync(file, 'utf8') }));

/** The API's code, without the tables themselves, nor what is said only to whoever runs the server. */
const apiFiles = read(
  sourceFiles(apiSrc).filter((f) => !['config.ts', 'read-backup.ts'].includes(path.basename(f))),
);

/** A code as written: `'required'`, `'auth.emailTaken'`. */
const literal = String.raw`'([A-Za-z]+(?:\.[A-Za-z]+)?)'`;

/**
 * The codes an error names where it is thrown: `says('order.onlyLeft', …)`, `fieldSays('minLength',
 * …)`, `new AppError('conflict', 'auth.emailTaken')`, `fieldError('email', 'required')`, a field's
 * code in `fields: { name: 'alreadyUsed' }`, and any dotted code (`'limit.forms'`) handed to a
 * helper that throws it.
 */
function thrownCodes(sources: { file: string; text: string }[]): { code: string; where: string }[] {
  const patterns = [
    new RegExp(String.raw`\b(?:says|fieldSays)\(\s*${literal}`, 'g'),
    new RegExp(String.raw`new AppError\(\s*'\w+',\s*${literal}`, 'g'),
    new RegExp(String.raw`fieldError\([^,()]+,\s*${literal}`, 'g'),
    new RegExp(String.raw`fields: \{[^{}]*?:\s*${literal}\s*\}`, 'g'),
    // (not a key of a table nor a value compared with: a courier's `'order.created'` event)
    /(?<!=== )'((?:auth|limit|server|order|otp|courier|message|job|catalog|arrivals|reports|vehicles|steadfast|pathao|payments|dealers|backup|request|upload|docs|route)\.[A-Za-z]+)'(?!\s*:)/g,
  ];
  const found = sources.flatMap(({ file, text }) =>
    patterns.flatMap((pattern) =>
      [...text.matchAll(pattern)].map((m) => ({ code: m[1]!, where: path.relative(apiSrc, file) })),
    ),
  );
  return [...new Map(found.map((f) => [`${f.where} ${f.code}`, f])).values()];
}

/** English sentences thrown as they are, where a code belongs. */
function sentencesThrown(sources: { file: string; text: string }[]): string[] {
  const sentence = String.raw`(?:'[A-Z][^']*'|\x60[^\x60]*\x60)`;
  const patterns = [
    new RegExp(String.raw`new AppError\(\s*'\w+',\s*${sentence}`, 'g'),
    new RegExp(String.raw`fieldError\([^,()]+,\s*(?:'[a-z]+ [^']*'|\x60[^\x60]*\x60)`, 'g'),
    new RegExp(String.raw`fields: \{[^{}]*?:\s*'[a-z]+ [^']*'\s*\}`, 'g'),
  ];
  return sources.flatMap(({ file, text }) =>
    patterns.flatMap((pattern) =>
      [...text.matchAll(pattern)].map((m) => `${path.relative(apiSrc, file)}: ${m[0]}`),
    ),
  );
}

const bangla = JSON.parse(fs.readFileSync(banglaFile, 'utf8')) as Record<string, string>;
const englishOfCode = (code: string) =>
  (messageTexts as Record<string, string>)[code] ?? (fieldTexts as Record<string, string>)[code];
const banglaOfCode = (code: string) =>
  code in messageTexts ? bangla[`message.${code}`] : code in fieldTexts ? bangla[`field.${code}`] : undefined;

describe('the codes of the API error texts', () => {
  it('when a code is thrown where nothing has its text, then the check finds it (the scan works)', () => {
    const sample = [
      {
        file: path.join(apiSrc, 'sample.ts'),
        text: [
          "throw new AppError('conflict', 'auth.emailTaken', { fields: { email: 'alreadyRegistered' } });",
          "throw new AppError('conflict', says('order.onlyLeft', { left, title }));",
          "throw fieldError('range', fieldSays('notRangeOf', { category }));",
          "throw new AppError('conflict', 'order.nothingLikeThis');",
        ].join('\n'),
      },
    ];
    expect(thrownCodes(sample).map((c) => c.code)).toEqual(
      expect.arrayContaining(['auth.emailTaken', 'alreadyRegistered', 'order.onlyLeft', 'notRangeOf']),
    );
    expect(thrownCodes(sample).filter(({ code }) => !englishOfCode(code))).toEqual([
      { code: 'order.nothingLikeThis', where: 'sample.ts' },
    ]);
    expect(
      sentencesThrown([
        {
          file: path.join(apiSrc, 'sample.ts'),
          text: "throw new AppError('conflict', 'This slug is already used');",
        },
      ]),
    ).toHaveLength(1);
  });

  it('when the API source is read, then it throws dozens of codes', () => {
    const codes = new Set(thrownCodes(apiFiles).map((c) => c.code));
    expect(codes.size).toBeGreaterThan(80);
    expect(codes).toContain('auth.loginFailed');
    expect(codes).toContain('order.onlyLeft');
    expect(codes).toContain('notExist');
  });

  it('when a code is thrown, then it has its text in English and in Bangla', () => {
    const missing = thrownCodes(apiFiles).filter(
      ({ code }) => !englishOfCode(code) || !/[\u0980-\u09ff]/.test(banglaOfCode(code) ?? ''),
    );
    expect(missing).toEqual([]);
  });

  it('when an error is thrown, then it names a code, never an English sentence', () => {
    expect(sentencesThrown(apiFiles)).toEqual([]);
  });

  it('when a per-field message is written in a contract schema, then it has a code', () => {
    // the contract schemas keep their English (the browser checks the same schemas): it is coded by
    // its text, `matchFieldText`, in the API's answer and in the browser alike
    const found = read(
      sourceFiles(contractsSrc).filter((f) => path.basename(f) !== 'error-texts.ts'),
    ).flatMap(({ text }) =>
      [
        ...text.matchAll(
          /(?<!describe\()(?:'((?:must|is|has|needs|does|not) [^'\\]*)'|\x60((?:must|is|has|needs|does|not) [^\x60\\]*)\x60)/g,
        ),
      ].map((m) => (m[1] ?? m[2]!).replace(/\$\{[^{}]*\}/g, '7')),
    );
    expect(found.length).toBeGreaterThan(60);
    // a value the sample cannot stand for (`must be ${words}`) is checked by its real texts elsewhere
    const unknown = [...new Set(found)].filter(
      (message) => message !== 'must be 7' && !matchFieldText(message),
    );
    expect(unknown).toEqual([]);
  });

  it('when an English text is filled with its own values, then it matches its own field code (no earlier text swallows it)', () => {
    const fill = (text: string) => text.replace(/\{\{\w+\}\}/g, '12');
    for (const [code, text] of Object.entries(fieldTexts))
      expect(matchFieldText(fill(text))?.code, text).toBe(code);
  });
});

describe('the answer of an error', () => {
  it('when an error is thrown with a code and values, then the body has the English message and the code and values', () => {
    expect(
      errorBody(
        new AppError('conflict', says('order.onlyLeft', { left: 3, title: 'Sporty 90/90-17' }), {
          fields: { 'items.0.product': says('order.onlyLeft', { left: 3, title: 'Sporty 90/90-17' }) },
        }),
      ),
    ).toEqual({
      message: 'Only 3 of Sporty 90/90-17 left in stock',
      code: 'conflict',
      fields: { 'items.0.product': 'Only 3 of Sporty 90/90-17 left in stock' },
      messageCode: 'order.onlyLeft',
      messageParams: { left: '3', title: 'Sporty 90/90-17' },
      fieldIssues: {
        'items.0.product': { code: 'order.onlyLeft', params: { left: '3', title: 'Sporty 90/90-17' } },
      },
    });
    expect(errorBody(notFound('Tyre range'))).toEqual({
      message: 'Tyre range not found',
      code: 'not_found',
      messageCode: 'notFound',
      messageParams: { what: 'Tyre range' },
    });
    expect(
      errorBody(new AppError('conflict', 'auth.emailTaken', { fields: { email: 'alreadyRegistered' } })),
    ).toEqual({
      message: 'An account with this e-mail already exists',
      code: 'conflict',
      fields: { email: 'is already registered' },
      messageCode: 'auth.emailTaken',
      fieldIssues: { email: { code: 'alreadyRegistered' } },
    });
  });

  it('when one field is refused, then the message names it, with the code of that sentence where it is a text of its own', () => {
    expect(errorBody(fieldError('range', fieldSays('notRangeOf', { category: 'Motorcycle' })))).toEqual({
      message: 'range is not a range of Motorcycle',
      code: 'invalid_data',
      fields: { range: 'is not a range of Motorcycle' },
      fieldIssues: { range: { code: 'notRangeOf', params: { category: 'Motorcycle' } } },
    });
    expect(errorBody(fieldError('thumbnail', 'required'))).toMatchObject({
      message: 'thumbnail is required',
      messageCode: 'upload.fieldRequired',
      messageParams: { field: 'thumbnail' },
    });
    expect(errorBody(invalidFields({ from: 'notAfterTo' }))).toMatchObject({
      message: 'from must not be after to',
      messageCode: 'reports.fromAfterTo',
    });
    expect(errorBody(invalidFields({ 'line 3': 'required' })).messageCode).toBeUndefined();
  });

  it('when several fields are refused, then the message joins them and has no code of its own', () => {
    const body = errorBody(
      invalidFields({ email: 'required', password: fieldSays('minLength', { min: 8 }) }),
    );
    expect(body).toEqual({
      message: 'email is required; password must be at least 8 characters',
      code: 'invalid_data',
      fields: { email: 'is required', password: 'must be at least 8 characters' },
      fieldIssues: { email: { code: 'required' }, password: { code: 'minLength', params: { min: '8' } } },
    });
  });

  it("when a schema rule has no message of its own (zod's default English), then the field is sent with the code of its zod issue", () => {
    const schema = z.object({
      name: z.string().min(3),
      note: z.string().max(5),
      tags: z.array(z.string()).max(2),
      kind: z.enum(['radial', 'bias']),
      code: z.string().regex(/^[a-z]+$/),
      count: z.number().min(1),
      email: z.string().min(1, 'is required'),
      rim: z.number().min(8, 'must be 8 inches or more'),
    });
    const parsed = schema.safeParse({
      name: 'ab',
      note: 'too long',
      tags: ['a', 'b', 'c'],
      kind: 'other',
      code: 'ABC',
      count: 0,
      email: '',
      rim: 5,
    });
    const body = errorBody(fromZodError(parsed.error!, 'body'));
    // the English stays zod's own, or the schema's
    expect(body.fields!.name).toMatch(/^Too small/);
    expect(body.fields!.rim).toBe('must be 8 inches or more');
    expect(body.fieldIssues).toEqual({
      name: { code: 'minLength', params: { min: '3' } },
      note: { code: 'maxLength', params: { max: '5' } },
      tags: { code: 'atMostItems', params: { max: '2' } },
      kind: { code: 'oneOf', params: { options: 'radial, bias' } },
      code: { code: 'notValid' },
      count: { code: 'minValue', params: { min: '1' } },
      email: { code: 'required' },
      rim: { code: 'rimAtLeast', params: { min: '8' } },
    });
  });

  it('when a body parser or the upload refuses a request, then the answer has the code of what it says', () => {
    const answer = (err: unknown) => {
      let sent: unknown;
      const res = {
        headersSent: false,
        setHeader: () => undefined,
        status: () => ({ json: (body: unknown) => (sent = body) }),
      };
      (errorHandler as ErrorRequestHandler)(err, { log: undefined } as never, res as never, () => undefined);
      return sent as { message: string; messageCode?: string; messageParams?: Record<string, string> };
    };
    const multer = (code: string, field?: string) =>
      Object.assign(new Error(code), { name: 'MulterError', code, field });
    expect(answer(multer('LIMIT_FILE_SIZE', 'thumbnail'))).toMatchObject({
      message: 'The file in thumbnail is too large',
      messageCode: 'upload.fileInFieldTooLarge',
      messageParams: { field: 'thumbnail' },
    });
    expect(answer(multer('LIMIT_FILE_SIZE'))).toMatchObject({
      message: 'The file is too large',
      messageCode: 'upload.fileTooLarge',
    });
    expect(answer(multer('LIMIT_UNEXPECTED_FILE', 'cv'))).toMatchObject({
      message: 'Unexpected file field "cv"',
      messageCode: 'upload.unexpectedFileField',
    });
    expect(answer(Object.assign(new Error('x'), { type: 'entity.parse.failed', status: 400 }))).toMatchObject(
      {
        message: 'The request body is not valid JSON',
        messageCode: 'request.notJson',
      },
    );
    expect(answer(new Error('a bug'))).toMatchObject({
      message: 'Something went wrong on our side. Please try again.',
      messageCode: 'server.internal',
    });
  });
});
