import { describe, expect, it } from 'vitest';
import {
  contactInfoSchema,
  createCategoryBodySchema,
  createNewsBodySchema,
  httpUrlSchema,
  registerBodySchema,
  slugOrIdSchema,
  slugSchema,
  textSchema,
  updateProductBodySchema,
  updateProfileBodySchema,
  updateTyreRangeBodySchema,
} from '../index';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues.map((i) => i.message) ?? [];

describe('text people type', () => {
  it.each([
    ['a NUL', 'Rah\u0000im'],
    ['a bell', 'Rahim\u0007'],
    ['DEL', 'Rahim\u007f'],
    ['an escape sequence', '\u001b[31mRahim'],
    ['a line break in a one-line name', 'Rahim\nKhan'],
    ['a right-to-left override (U+202E)', 'Rahim\u202Egnp.exe'],
    ['a bidi isolate (U+2066)', 'Rahim \u2066Khan\u2069'],
    ['a right-to-left mark (U+200F)', 'Rahim\u200F'],
    ['a C1 control (NEL, U+0085)', 'Rahim\u0085Khan'],
    ['a line separator (U+2028)', 'Rahim\u2028URGENT'],
    ['a paragraph separator (U+2029)', 'Rahim\u2029URGENT'],
    ['a lone high surrogate', 'Rahim \ud83d'],
    ['a lone low surrogate', '\ude00 Rahim'],
    ['two low surrogates', 'x\ude00\ude00'],
  ])('when a name holds %s, then it is refused', (_, name) => {
    expect(textSchema().safeParse(name).success).toBe(false);
    expect(createCategoryBodySchema.safeParse({ name }).success).toBe(false);
  });

  it.each(['রহিম খান', 'Café Crème', 'Tyres 😀', 'O’Brien & Sons', 'র\u200D্যাব', 'রাম\u200Cকৃষ্ণ'])(
    'when a name is %s, then it is accepted as typed (trimmed)',
    (name) => {
      expect(textSchema().parse(` ${name} `)).toBe(name);
    },
  );

  it('when multi-line text holds tabs and line breaks, then it is accepted; a NUL or a lone surrogate is not', () => {
    const multi = textSchema({ multiline: true });
    expect(multi.parse('Line one\r\n\tLine two')).toBe('Line one\r\n\tLine two');
    expect(messages(multi.safeParse('Line one\u0000'))).toEqual([
      'must not contain control characters (only tabs and line breaks)',
    ]);
    expect(messages(multi.safeParse('Line \ud800 one'))).toEqual(['must be valid Unicode text']);
    expect(messages(multi.safeParse('Line one\n\u202Eeno eniL'))).toEqual([
      'must not contain control characters (only tabs and line breaks)',
    ]);
  });

  it('when the contracts receive such text in names, titles, descriptions and addresses, then each is refused with the field named', () => {
    const reg = registerBodySchema.safeParse({
      name: 'Ra\u0000him',
      email: 'r@example.com',
      mobile: '01712345678',
      password: 'long-enough',
    });
    expect(reg.error?.issues[0]?.path).toEqual(['name']);
    expect(updateProfileBodySchema.safeParse({ address: 'House 1\u0000' }).success).toBe(false);
    expect(updateProfileBodySchema.safeParse({ town: 'Dhaka\ud800' }).success).toBe(false);
    const news = createNewsBodySchema.safeParse({ title: 'News \ud83d', desc: 'Ten characters at least' });
    expect(news.error?.issues[0]?.path).toEqual(['title']);
    expect(
      createNewsBodySchema.safeParse({ title: 'News', desc: 'Ten characters\u0000 at least' }).success,
    ).toBe(false);
    expect(updateTyreRangeBodySchema.safeParse({ description: 'Grip\u0000' }).success).toBe(false);
    expect(updateTyreRangeBodySchema.safeParse({ features: ['Grip\u0000'] }).success).toBe(false);
  });
});

describe('links stored by admins', () => {
  it.each(['https://facebook.com/tyres', 'http://example.com.bd/a?b=c'])(
    'when the link is %s, then it is accepted',
    (url) => {
      expect(httpUrlSchema.parse(url)).toBe(url);
    },
  );

  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'ftp://example.com/x',
    'vbscript:x',
    'https://',
    'facebook.com/tyres',
    ' JAVASCRIPT:alert(1)',
  ])('when the link is %s, then it is refused', (url) => {
    expect(messages(httpUrlSchema.safeParse(url))).toEqual(['must be an http:// or https:// address']);
  });

  it('when the contact details carry a javascript: social link, then they are refused at that link', () => {
    const contact = {
      blurb: 'Tyres for Bangladesh',
      offices: [{ name: 'Head office', address: 'Dhaka' }],
      phones: ['01712345678'],
      email: 'info@example.com',
      social: [{ name: 'Facebook', url: 'javascript:alert(document.cookie)' }],
    };
    const result = contactInfoSchema.safeParse(contact);
    expect(result.error?.issues[0]?.path).toEqual(['social', 0, 'url']);
    contact.social[0]!.url = 'https://facebook.com/tyres';
    expect(contactInfoSchema.safeParse(contact).success).toBe(true);
  });
});

describe('slugs of any script', () => {
  it('when a slug is Bengali, then it is accepted (NFC); capitals and spaces are not', () => {
    expect(slugSchema.parse('মোটরসাইকেল-টায়ার')).toBe('মোটরসাইকেল-টায়ার'.normalize('NFC'));
    expect(slugSchema.parse('টায়ার'.normalize('NFD'))).toBe('টায়ার'.normalize('NFC'));
    expect(slugSchema.safeParse('Grip-Pro').success).toBe(false);
    expect(slugSchema.safeParse('grip pro').success).toBe(false);
    expect(slugSchema.safeParse('grip--pro').success).toBe(false);
    expect(slugSchema.safeParse('grip/../pro').success).toBe(false);
  });

  it('when a :slug param is a Bengali slug or an id in capitals, then it is accepted', () => {
    expect(slugOrIdSchema.parse('রোড-কিং')).toBe('রোড-কিং');
    expect(slugOrIdSchema.parse('0123456789ABCDEF01234567')).toBe('0123456789ABCDEF01234567');
    expect(slugOrIdSchema.safeParse('a\u0000b').success).toBe(false);
  });
});

describe('gallery pictures to keep', () => {
  it('when keepImages names new (32-hex) or earlier (24-hex) pictures, then they are accepted; paths are not', () => {
    const keep = (names: string[]) => updateProductBodySchema.safeParse({ keepImages: names });
    expect(keep([`${'a'.repeat(32)}.webp`, `${'b'.repeat(24)}.webp`]).success).toBe(true);
    expect(keep(['../jwt-secret']).success).toBe(false);
    expect(keep([`${'a'.repeat(28)}.webp`]).success).toBe(false);
  });
});
