// The self-hosted Bengali font's subset: what goes into it and how it is made (HarfBuzz's own
// subsetter and shaper, as WebAssembly, from the `harfbuzzjs` package; WOFF2 by Google's encoder
// from `wawoff2`). Used by `pnpm --filter ./packages/web-kit fonts` (scripts/subset-bengali-font.ts),
// which writes the committed file, and by the test that fails when the site's Bangla text needs a
// glyph the committed file lacks (src/i18n/__tests__/bengali-font-subset.test.ts).
//
// The subset keeps:
// - a glyph for every character of `bengaliUnicodeRange` (the Bengali block, the dandas, ZWJ/ZWNJ
//   and the dotted circle), so any Bangla an admin types still has its letters;
// - the conjunct-forming essentials of every consonant: its explicit hasanta, half and
//   ZWJ/ZWNJ forms, reph (র্ + C), ra-, ya- and ba-phala, and each vowel sign on it (also after
//   ra- and ya-phala and with reph), so a conjunct whose own ligature is not kept still joins
//   through these forms, never as boxes;
// - the ligatures that the site's own Bangla text shapes to (the dictionaries, error
//   texts, the API's demo content, the dates Intl writes in bn-BD) and a list of common ones;
// - every GSUB and GPOS feature of the source (lookups pruned to the glyphs kept);
// - the weight axis from 400 to 700 only (the site uses 400, 600 and 700; 800 shows as 700).
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as hb from 'harfbuzzjs';
import { bengaliFontWeights, bengaliUnicodeRange } from '../src/i18n/bengali-font';

const require = createRequire(import.meta.url);
const wawoff2 = require('wawoff2') as {
  compress: (sfnt: Uint8Array) => Promise<Uint8Array>;
  decompress: (woff2: Uint8Array) => Promise<Uint8Array>;
};

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
/** The source: Noto Sans Bengali, variable weight, the Bengali part as Google Fonts cuts it. */
export const sourceFontFile =
  require.resolve('@fontsource-variable/noto-sans-bengali/files/noto-sans-bengali-bengali-wght-normal.woff2');
/** The committed subset that the site serves (`<name>.<language>.woff2`: the preload manifest reads the language). */
export const subsetFontFile = fileURLToPath(
  new URL('../src/i18n/fonts/noto-sans-bengali.bn.woff2', import.meta.url),
);

/** `U+0964-0965,U+0980-09FE` → every code point in it. */
export function codePointsOf(unicodeRange: string): number[] {
  return unicodeRange.split(',').flatMap((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    const start = parseInt(from!, 16);
    const end = parseInt(to!, 16);
    return Array.from({ length: end - start + 1 }, (_, i) => start + i);
  });
}

const bengaliRun = /[\u0964\u0965\u0980-\u09FF\u200C\u200D]+/g;

/** The runs of Bengali text in a string (words, mostly). */
export const bengaliRuns = (text: string): string[] => text.match(bengaliRun) ?? [];

/** The front ends and shared packages whose sources may hold text the site shows. */
const sourceDirs = [
  'shell/src',
  'mf-catalog/src',
  'mf-content/src',
  'mf-checkout/src',
  'mf-dashboard/src',
  'packages/web-kit/src',
  'packages/contracts/src',
  'packages/site-server/src',
];

function walk(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return ['__tests__', 'testing', 'node_modules', 'dist'].includes(entry.name) ? [] : walk(path);
    return /\.(?:json|tsx?|css)$/.test(entry.name) ? [path] : [];
  });
}

/**
 * The files whose Bangla the site shows: every dictionary (`src/messages/*.json`, a
 * feature's `messages/*.json`, web-kit's error texts) and the other sources of the front ends and
 * shared packages (kit texts, district names, formats), and the API's demo content
 * (`api/src/modules/<module>/demo-*.ts`), tests left out.
 */
export function corpusFiles(root = repoRoot): string[] {
  const modules = join(root, 'api/src/modules');
  const demo = readdirSync(modules, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) =>
      readdirSync(join(modules, entry.name))
        .filter((name) => /^demo-.*\.ts$/.test(name))
        .map((name) => join(modules, entry.name, name)),
    );
  return [...sourceDirs.flatMap((dir) => walk(join(root, dir))), ...demo].sort();
}

/** What Intl writes in bn-BD for the site's dates: month and weekday names (digits are in the block). */
function intlWords(): string[] {
  const words: string[] = [];
  const options: Intl.DateTimeFormatOptions[] = [
    { month: 'long' },
    { month: 'short' },
    { weekday: 'long' },
    { weekday: 'short' },
    { day: 'numeric', month: 'long', year: 'numeric' },
  ];
  for (let month = 0; month < 12; month++)
    for (const option of options)
      words.push(
        ...bengaliRuns(
          new Intl.DateTimeFormat('bn-BD', { ...option, timeZone: 'UTC' }).format(
            new Date(Date.UTC(2026, month, 1 + month)),
          ),
        ),
      );
  words.push(
    ...bengaliRuns(new Intl.NumberFormat('bn-BD', { style: 'currency', currency: 'BDT' }).format(1)),
  );
  return words;
}

/** Every Bengali word of the site's own text (the corpus files and Intl's dates), each once. */
export function corpusWords(root = repoRoot): string[] {
  const words = new Set<string>(intlWords());
  for (const file of corpusFiles(root))
    for (const word of bengaliRuns(readFileSync(file, 'utf8'))) words.add(word);
  return [...words].sort();
}

const HASANTA = '\u09CD';
const ZWJ = '\u200D';
const ZWNJ = '\u200C';
/** The consonants: ক–হ, ড় ঢ় য় (precomposed), ৎ, and the Assamese ৰ ৱ of the block. */
const consonants = [
  ...Array.from({ length: 0x9b9 - 0x995 + 1 }, (_, i) => String.fromCodePoint(0x995 + i)).filter((c) =>
    /\p{L}/u.test(c),
  ),
  '\u09DC',
  '\u09DD',
  '\u09DF',
  '\u09CE',
  '\u09F0',
  '\u09F1',
];
/** The vowel signs and other marks that sit on a consonant. */
const signs = [
  0x981, 0x982, 0x983, 0x9bc, 0x9be, 0x9bf, 0x9c0, 0x9c1, 0x9c2, 0x9c3, 0x9c4, 0x9c7, 0x9c8, 0x9cb, 0x9cc,
  0x9d7, 0x9e2, 0x9e3, 0x9fe,
].map((c) => String.fromCodePoint(c));

/** The conjunct-forming essentials of every consonant (see the top of this file). */
export function essentialClusters(): string[] {
  const clusters: string[] = [];
  for (const c of consonants) {
    const reph = `র${HASANTA}${c}`;
    const raPhala = `${c}${HASANTA}র`;
    const yaPhala = `${c}${HASANTA}য`;
    clusters.push(c, c + HASANTA, c + HASANTA + ZWNJ, c + HASANTA + ZWJ, reph, raPhala, yaPhala);
    clusters.push(`${c}${HASANTA}ব`);
    for (const sign of signs) clusters.push(c + sign, raPhala + sign, yaPhala + sign, reph + sign);
  }
  return clusters;
}

/** Conjuncts common in Bangla beyond the site's own text (admins' product names, news). */
export const commonConjuncts = (
  'ক্ষ ক্ত ক্স ক্ক ক্ট ক্ষ্ম ঙ্ক ঙ্গ চ্চ চ্ছ জ্জ জ্ঞ ঞ্চ ঞ্জ ট্ট ড্ড ণ্ট ণ্ড ত্ত ত্থ ত্ম ত্র দ্দ দ্ধ দ্ব দ্ভ ' +
  'ন্ত ন্থ ন্দ ন্ধ ন্ন ন্ট ন্ড ন্ত্র ন্দ্র প্ত প্প ব্দ ব্ধ ম্প ম্ব ম্ভ ল্প ল্ল শ্চ শ্ন ষ্ক ষ্ট ষ্ঠ ষ্ণ ষ্প ' +
  'স্ক স্ট স্ত স্থ স্ন স্প স্ফ স্ম স্ত্র হ্ন হ্ম'
).split(' ');

/** An SFNT (TrueType) font from a WOFF2 file. */
export async function sfntOf(woff2: Uint8Array): Promise<Uint8Array> {
  return wawoff2.decompress(woff2);
}

/** Shapes text with HarfBuzz as a browser does (script and language guessed, all default features). */
export function shaperOf(sfnt: Uint8Array) {
  const face = new hb.Face(new hb.Blob(sfnt), 0);
  const font = new hb.Font(face);
  let traced: { buffer: hb.Buffer; seen: number[] } | undefined;
  return {
    face,
    /** The glyph ids the text shapes to, at a weight. */
    glyphs(text: string, weight = 400): number[] {
      font.setVariations([new hb.Variation('wght', weight)]);
      const buffer = new hb.Buffer();
      buffer.addText(text);
      buffer.guessSegmentProperties();
      hb.shape(font, buffer);
      return buffer.getGlyphInfos().map((info) => info.codepoint);
    },
    /**
     * Every glyph the text passes through while it is shaped (the intermediate forms too: a
     * ligature is often made from a form that a later lookup replaces, and without that form in
     * the subset the lookup chain breaks). One traced buffer serves every call (each message
     * function costs a slot in the WebAssembly function table).
     */
    glyphsAlong(text: string, weight = 400): number[] {
      font.setVariations([new hb.Variation('wght', weight)]);
      const seen: number[] = [];
      if (!traced) {
        const buffer = new hb.Buffer();
        buffer.setMessageFunc(() => {
          if (buffer.getContentType() === hb.BufferContentType.GLYPHS)
            for (const info of buffer.getGlyphInfos()) traced!.seen.push(info.codepoint);
          return true;
        });
        traced = { buffer, seen };
      }
      traced.seen = seen;
      traced.buffer.reset();
      traced.buffer.addText(text);
      traced.buffer.guessSegmentProperties();
      hb.shape(font, traced.buffer);
      return [...seen, ...traced.buffer.getGlyphInfos().map((info) => info.codepoint)];
    },
    /** A glyph's outline (SVG path data) at a weight. */
    outline(glyph: number, weight = 400): string {
      font.setVariations([new hb.Variation('wght', weight)]);
      return font.glyphToPath(glyph);
    },
    /** The glyph of a character in the font's cmap, if it has one. */
    glyphOf: (codePoint: number): number | undefined => font.nominalGlyph(codePoint),
    /** The features of the GSUB or GPOS table. */
    features: (table: 'GSUB' | 'GPOS') => new Set(face.getTableFeatureTags(table)),
    axes: () => face.getAxisInfos(),
  };
}

/** The C functions of HarfBuzz's subsetter that this needs (harfbuzz-subset.wasm's exports). */
interface SubsetExports {
  memory: WebAssembly.Memory;
  _initialize: () => void;
  malloc: (size: number) => number;
  free: (ptr: number) => void;
  hb_blob_create: (data: number, length: number, mode: number, user: number, destroy: number) => number;
  hb_blob_destroy: (blob: number) => void;
  hb_blob_get_data: (blob: number, length: number) => number;
  hb_blob_get_length: (blob: number) => number;
  hb_face_create: (blob: number, index: number) => number;
  hb_face_destroy: (face: number) => void;
  hb_face_reference_blob: (face: number) => number;
  hb_set_add: (set: number, value: number) => void;
  hb_set_clear: (set: number) => void;
  hb_set_invert: (set: number) => void;
  hb_subset_input_create_or_fail: () => number;
  hb_subset_input_destroy: (input: number) => void;
  hb_subset_input_set: (input: number, which: number) => number;
  hb_subset_input_unicode_set: (input: number) => number;
  hb_subset_input_glyph_set: (input: number) => number;
  hb_subset_input_get_flags: (input: number) => number;
  hb_subset_input_set_flags: (input: number, flags: number) => void;
  hb_subset_input_set_axis_range: (
    input: number,
    face: number,
    tag: number,
    min: number,
    max: number,
    def: number,
  ) => number;
  hb_subset_or_fail: (face: number, input: number) => number;
}

let subsetter: Promise<SubsetExports> | undefined;
function loadSubsetter(): Promise<SubsetExports> {
  subsetter ??= WebAssembly.instantiate(
    readFileSync(require.resolve('harfbuzzjs/dist/harfbuzz-subset.wasm')),
  ).then(({ instance }) => {
    const exports = instance.exports as unknown as SubsetExports;
    exports._initialize();
    return exports;
  });
  return subsetter;
}

const HB_MEMORY_MODE_WRITABLE = 2;
const HB_SUBSET_SETS_LAYOUT_FEATURE_TAG = 6;
/** Keep only the glyphs asked for: no closure over GSUB (which would bring back every conjunct). */
const HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE = 0x200;
const tag = (name: string) => [...name].reduce((value, c) => (value << 8) + c.charCodeAt(0), 0);

/**
 * The subset as WOFF2: the glyphs of `codePoints`, the glyphs `clusters` shape to (at the weight
 * range's ends), every layout feature, the weight axis limited to `bengaliFontWeights`; checked
 * by shaping every cluster with it, which must give the source's outlines.
 */
export async function subsetBengaliFont(
  sourceWoff2: Uint8Array,
  clusters: readonly string[],
  codePoints: readonly number[] = codePointsOf(bengaliUnicodeRange),
): Promise<Uint8Array> {
  const sfnt = await sfntOf(sourceWoff2);
  const source = shaperOf(sfnt);
  const kept = codePoints.filter((c) => source.glyphOf(c) !== undefined);
  const weights = [bengaliFontWeights.min, bengaliFontWeights.max];
  const glyphs = new Set<number>([0, ...kept.map((c) => source.glyphOf(c)!)]);
  for (const weight of weights)
    for (const cluster of clusters) for (const glyph of source.glyphs(cluster, weight)) glyphs.add(glyph);
  // the glyphs a cluster ends as are not always enough (see `glyphsAlong`): add the forms it
  // passes through for each cluster the subset still shapes otherwise, until none does
  for (let round = 0; ; round++) {
    const subset = await subsetSfnt(sfnt, kept, glyphs);
    const wrong = misshapenIn(shaperOf(subset), source, clusters);
    if (!wrong.length) return wawoff2.compress(subset);
    if (round === 4) throw new Error(`the subset still shapes ${wrong.slice(0, 5).join(' ')} otherwise`);
    for (const weight of weights)
      for (const cluster of wrong) for (const glyph of source.glyphsAlong(cluster, weight)) glyphs.add(glyph);
  }
}

/**
 * The texts that a font does not shape to the same outlines as the source does, at a weight. At
 * the default weight (400) the outlines must be equal; at another the subset's limited axis rounds
 * its points a little differently, so only the outlines' drawing commands are compared there.
 */
export function misshapenIn(
  font: ReturnType<typeof shaperOf>,
  source: ReturnType<typeof shaperOf>,
  texts: readonly string[],
  weight = 400,
): string[] {
  const drawn = (path: string) => (weight === 400 ? path : path.replace(/-?[\d.]+/g, ''));
  return texts.filter((text) => {
    const mine = font.glyphs(text, weight).map((glyph) => drawn(font.outline(glyph, weight)));
    const theirs = source.glyphs(text, weight).map((glyph) => drawn(source.outline(glyph, weight)));
    return mine.length !== theirs.length || mine.some((outline, i) => outline !== theirs[i]);
  });
}

/** HarfBuzz's subsetter: the SFNT of `codePoints` and `glyphs`, every layout feature, weights limited. */
async function subsetSfnt(
  sfnt: Uint8Array,
  codePoints: readonly number[],
  glyphs: ReadonlySet<number>,
): Promise<Uint8Array> {
  const x = await loadSubsetter();
  const input = x.hb_subset_input_create_or_fail();
  if (!input) throw new Error('hb_subset_input_create_or_fail failed');
  const data = x.malloc(sfnt.byteLength);
  new Uint8Array(x.memory.buffer).set(sfnt, data);
  const blob = x.hb_blob_create(data, sfnt.byteLength, HB_MEMORY_MODE_WRITABLE, 0, 0);
  const face = x.hb_face_create(blob, 0);
  x.hb_blob_destroy(blob);
  try {
    const features = x.hb_subset_input_set(input, HB_SUBSET_SETS_LAYOUT_FEATURE_TAG);
    x.hb_set_clear(features);
    x.hb_set_invert(features); // every feature of the source
    x.hb_subset_input_set_flags(
      input,
      x.hb_subset_input_get_flags(input) | HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE,
    );
    const unicodes = x.hb_subset_input_unicode_set(input);
    for (const c of codePoints) x.hb_set_add(unicodes, c);
    const glyphSet = x.hb_subset_input_glyph_set(input);
    for (const glyph of glyphs) x.hb_set_add(glyphSet, glyph);
    const { min, max } = bengaliFontWeights;
    if (!x.hb_subset_input_set_axis_range(input, face, tag('wght'), min, max, NaN))
      throw new Error('the source font has no weight axis');
    const subset = x.hb_subset_or_fail(face, input);
    if (!subset) throw new Error('hb_subset_or_fail failed');
    const result = x.hb_face_reference_blob(subset);
    const at = x.hb_blob_get_data(result, 0);
    const out = new Uint8Array(x.memory.buffer).slice(at, at + x.hb_blob_get_length(result));
    x.hb_blob_destroy(result);
    x.hb_face_destroy(subset);
    return out;
  } finally {
    x.hb_subset_input_destroy(input);
    x.hb_face_destroy(face);
    x.free(data);
  }
}

/** The clusters the committed subset is made from: the site's words, the essentials, the common conjuncts. */
export const subsetClusters = (root = repoRoot): string[] => [
  ...corpusWords(root),
  ...essentialClusters(),
  ...commonConjuncts,
];
