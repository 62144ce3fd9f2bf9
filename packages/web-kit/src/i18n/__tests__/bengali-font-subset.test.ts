// @vitest-environment node
// The committed Bengali font (src/i18n/fonts/noto-sans-bengali.bn.woff2) against its source and
// the site's Bangla text: when a dictionary, an error text or the demo content gains a character
// or a conjunct the file lacks, this fails; `pnpm --filter ./packages/web-kit fonts` makes it again.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  codePointsOf,
  commonConjuncts,
  corpusFiles,
  corpusWords,
  essentialClusters,
  misshapenIn,
  sfntOf,
  shaperOf,
  sourceFontFile,
  subsetFontFile,
} from '../../../scripts/bengali-font';
import { bengaliFontWeights, bengaliUnicodeRange } from '../bengali-font';

type Shaper = ReturnType<typeof shaperOf>;
let subset: Shaper;
let source: Shaper;
const subsetBytes = readFileSync(subsetFontFile);

beforeAll(async () => {
  subset = shaperOf(await sfntOf(subsetBytes));
  source = shaperOf(await sfntOf(readFileSync(sourceFontFile)));
});

/** The texts that do not shape to the same outlines in the subset as in the source font. */
const misshapen = (texts: readonly string[], weight?: number) => misshapenIn(subset, source, texts, weight);

describe('the Bengali font subset', () => {
  it("reads the site's Bangla from the dictionaries, the error texts and the demo content", () => {
    const files = corpusFiles().map((file) => file.replace(/\\/g, '/'));
    for (const expected of [
      /shell\/src\/messages\/bn\.json$/,
      /mf-catalog\/src\/messages\/bn\.json$/,
      /mf-dashboard\/src\/features\/reports\/messages\/bn\.json$/,
      /web-kit\/src\/errors\/messages\/bn\.json$/,
      /web-kit\/src\/i18n\/kit-messages\.ts$/,
      /api\/src\/modules\/products\/demo-products\.ts$/,
    ])
      expect(files.some((file) => expected.test(file))).toBe(true);
    expect(files.some((file) => file.includes('__tests__'))).toBe(false);
    expect(corpusWords().length).toBeGreaterThan(500);
  });

  it("has a glyph for every Bengali character of the site's text and of its unicode-range", () => {
    const characters = new Set(corpusWords().flatMap((word) => [...word].map((c) => c.codePointAt(0)!)));
    const missing = [...characters].filter((c) => subset.glyphOf(c) === undefined);
    expect(missing.map((c) => `U+${c.toString(16).toUpperCase()}`)).toEqual([]);
    const declared = codePointsOf(bengaliUnicodeRange).filter((c) => source.glyphOf(c) !== undefined);
    expect(declared.filter((c) => subset.glyphOf(c) === undefined)).toEqual([]);
    // nothing outside the declared range: Latin text stays in the system font
    for (const c of [0x41, 0x61, 0x30, 0x2c, 0x3f]) expect(subset.glyphOf(c)).toBeUndefined();
  });

  it("shapes every Bengali word of the site's text exactly as the full font does", () => {
    expect(misshapen(corpusWords())).toEqual([]);
    expect(misshapen(corpusWords().slice(0, 200), bengaliFontWeights.max)).toEqual([]);
  });

  it('keeps the conjunct-forming essentials and the common conjuncts', () => {
    expect(misshapen(essentialClusters())).toEqual([]);
    expect(misshapen(commonConjuncts)).toEqual([]);
  });

  it('joins a conjunct the site never uses through the kept forms: no missing glyph, no dotted circle', () => {
    const rare = ['ঙ্ম', 'ঞ্ছ', 'ণ্ঠ', 'ষ্ফ', 'জ্ঝ', 'হ্ণ', 'ক্ষ্ণ'];
    // the check above can fail: these do not shape as in the full font (their ligatures are not kept)
    expect(misshapen(rare).length).toBeGreaterThan(0);
    const dottedCircle = subset.glyphOf(0x25cc);
    for (const text of rare) {
      const glyphs = subset.glyphs(text);
      expect(glyphs.length).toBeGreaterThan(0);
      expect(glyphs).not.toContain(0);
      expect(glyphs).not.toContain(dottedCircle);
    }
  });

  it('keeps every layout feature of the source, the Bengali shaping ones among them', () => {
    for (const table of ['GSUB', 'GPOS'] as const)
      expect([...source.features(table)].filter((f) => !subset.features(table).has(f))).toEqual([]);
    const kept = new Set([...subset.features('GSUB'), ...subset.features('GPOS')]);
    for (const feature of [
      'locl',
      'nukt',
      'akhn',
      'rphf',
      'blwf',
      'half',
      'pstf',
      'vatu',
      'cjct',
      'init',
      'pres',
      'abvs',
      'blws',
      'psts',
      'mark',
    ])
      expect(kept.has(feature), feature).toBe(true);
  });

  it('is one variable file of weights 400 to 700 and at most 60 KB', () => {
    const { wght } = subset.axes();
    expect(wght).toMatchObject({ min: bengaliFontWeights.min, max: bengaliFontWeights.max });
    expect(subsetBytes.byteLength).toBeLessThanOrEqual(60 * 1024);
  });
});
