import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fieldTexts, matchFieldText, matchMessageText, messageTexts } from '@tyre/contracts/error-texts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError, errorBody, fieldError, fromZodError, notFound } from '../errors';

const here = path.dirname(fileURLToPath(import.meta.url));
const apiSrc = path.resolve(here, '../../..');
const contractsSrc = path.resolve(here, '../../../../../packages/contracts/src');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === '__tests__' || entry.name === 'test' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** A literal's text, with each `${...}` as a sample value. */
const sample = (literal: string) => literal.replace(/\$\{[^{}]*\}/g, '7');

/** Literals written with a value that the sample cannot stand for: their real texts. */
const REAL_TEXTS: Record<string, string[]> = {
  '7 must be 7': ['thumbnail must be a JPEG, PNG or WebP image', 'cv must be a PDF document'],
  'must be 7': [
    'must be a JPEG, PNG or WebP image',
    'must be a PDF document',
    'must be text',
    'must be a number',
  ],
  'Too many orders 7. Please try again in 7 minutes': [
    'Too many orders from this network. Please try again in 7 minutes',
    'Too many orders for this mobile number. Please try again in 7 minutes',
  ],
  'An account with this 7 already exists': [
    'An account with this e-mail already exists',
    'An account with this mobile number already exists',
  ],
  'No user with this 7': ['No user with this e-mail', 'No user with this mobile number'],
};

const expand = (text: string) => REAL_TEXTS[text] ?? [text];

/**
 * The config's messages and the restore command's verdicts on an archive are for whoever runs the
 * server, not for the site's visitors.
 */
const NOT_FOR_VISITORS = new Set(['config.ts', 'error-texts.ts', 'read-backup.ts']);

const files = [...sourceFiles(apiSrc), ...sourceFiles(contractsSrc)].filter(
  (file) => !NOT_FOR_VISITORS.has(path.basename(file)),
);

/** Every whole message the API writes: the message arguments of its errors. */
function messagesInSource(): string[] {
  const found: string[] = [];
  const literal = String.raw`(?:'((?:[^'\\]|\\.)*)'|\x60((?:[^\x60\\]|\\.)*)\x60)`;
  const patterns = [
    new RegExp(String.raw`new AppError\(\s*'\w+',\s*${literal}`, 'g'),
    new RegExp(String.raw`(?:refuse|conflictOn)\([^;]*?,\s*${literal}\s*[,)]`, 'g'),
    new RegExp(String.raw`conflictOn\(\s*${literal}`, 'g'),
    new RegExp(String.raw`const [A-Z_]*(?:FAILED|MESSAGE)[A-Z_]* = ${literal};`, 'g'),
  ];
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    for (const pattern of patterns) {
      for (const m of text.matchAll(pattern)) {
        const value = m[1] ?? m[2] ?? '';
        // a nested template (`The file${e.field ? ` in ...` : ''}`) is checked by its cases below
        if (value.includes('`') || !/^[A-Z]/.test(value) || /\$\{[^}]*$/.test(value)) continue;
        found.push(...expand(sample(value)));
      }
    }
    for (const m of text.matchAll(/notFound\('([^']+)'\)/g)) found.push(`${m[1]} not found`);
    // why a quote line cannot be ordered
    if (path.basename(file) === 'pricing.ts') {
      for (const m of text.matchAll(new RegExp(String.raw`\bmessage: ${literal}`, 'g'))) {
        found.push(sample(m[1] ?? m[2] ?? ''));
      }
    }
  }
  return [...new Set(found)];
}

/** Every per-field message: the API's and the contract schemas' (`must ...`, `is ...`). */
function fieldMessagesInSource(): string[] {
  const found: string[] = [];
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(
      /'((?:must|is|has|needs|does|not) [^'\\]*)'|\x60((?:must|is|has|needs|does|not) [^\x60\\]*)\x60/g,
    )) {
      found.push(...expand(sample(m[1] ?? m[2] ?? '')));
    }
  }
  return [...new Set(found)];
}

describe('the codes of the API error texts', () => {
  it('when the API source is read, then it writes dozens of messages (the collection works)', () => {
    expect(messagesInSource().length).toBeGreaterThan(40);
    expect(fieldMessagesInSource().length).toBeGreaterThan(60);
    expect(messagesInSource()).toContain('Wrong e-mail or password');
    expect(messagesInSource()).toContain('Only 7 of 7 left in stock');
  });

  it('when a message is written in the API source, then it has a code', () => {
    const unknown = messagesInSource().filter((message) => !matchMessageText(message));
    expect(unknown).toEqual([]);
  });

  it('when a per-field message is written in the API or the contracts, then it has a code', () => {
    const unknown = fieldMessagesInSource().filter(
      (message) => !matchFieldText(message) && !matchMessageText(message),
    );
    expect(unknown).toEqual([]);
  });

  it('when an English text is filled with its own values, then it matches its own code (no earlier text swallows it)', () => {
    const fill = (text: string) => text.replace(/\{\{\w+\}\}/g, '12');
    for (const [code, text] of Object.entries(messageTexts))
      expect(matchMessageText(fill(text))?.code, text).toBe(code);
    for (const [code, text] of Object.entries(fieldTexts))
      expect(matchFieldText(fill(text))?.code, text).toBe(code);
  });

  it('when an error is answered, then the body keeps the English message and adds its code and values', () => {
    expect(errorBody(new AppError('conflict', 'Only 3 of Sporty 90/90-17 left in stock'))).toEqual({
      message: 'Only 3 of Sporty 90/90-17 left in stock',
      code: 'conflict',
      messageCode: 'order.onlyLeft',
      messageParams: { left: '3', title: 'Sporty 90/90-17' },
    });
    expect(errorBody(notFound('Tyre range'))).toMatchObject({
      messageCode: 'notFound',
      messageParams: { what: 'Tyre range' },
    });
    expect(errorBody(fieldError('range', 'is not a range of Motorcycle'))).toEqual({
      message: 'range is not a range of Motorcycle',
      code: 'invalid_data',
      fields: { range: 'is not a range of Motorcycle' },
      fieldIssues: { range: { code: 'notRangeOf', params: { category: 'Motorcycle' } } },
    });
  });

  it('when a message is not a known text (two fields joined), then it is sent without a code', () => {
    const body = errorBody(
      new AppError('invalid_data', 'email is required; password must be at least 8 characters', {
        fields: { email: 'is required', password: 'must be at least 8 characters' },
      }),
    );
    expect(body.messageCode).toBeUndefined();
    expect(body.fieldIssues).toEqual({
      email: { code: 'required' },
      password: { code: 'minLength', params: { min: '8' } },
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
    });
    const parsed = schema.safeParse({
      name: 'ab',
      note: 'too long',
      tags: ['a', 'b', 'c'],
      kind: 'other',
      code: 'ABC',
      count: 0,
      email: '',
    });
    const body = errorBody(fromZodError(parsed.error!, 'body'));
    // the English stays zod's own, as before
    expect(body.fields!.name).toMatch(/^Too small/);
    expect(body.fieldIssues).toEqual({
      name: { code: 'minLength', params: { min: '3' } },
      note: { code: 'maxLength', params: { max: '5' } },
      tags: { code: 'atMostItems', params: { max: '2' } },
      kind: { code: 'oneOf', params: { options: 'radial, bias' } },
      code: { code: 'notValid' },
      count: { code: 'minValue', params: { min: '1' } },
      email: { code: 'required' },
    });
  });

  it('when the upload and body-parser messages are written, then each has a code', () => {
    for (const message of [
      'The file in thumbnail is too large',
      'The file is too large',
      'Unexpected file field "cv"',
      'Unexpected file field',
      'No route for GET /nothing',
    ]) {
      expect(matchMessageText(message), message).toBeDefined();
    }
  });
});
