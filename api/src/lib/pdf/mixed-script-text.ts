import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * PDF text in English and Bangla. pdfkit's standard fonts (Helvetica) cover Latin only, and the
 * self-hosted Noto Sans Bengali subset covers Bengali only (no digits or punctuation), so a text is
 * written as runs, each in the font that has its glyphs. fontkit's Indic shaper joins the
 * conjuncts and places the vowel signs.
 */
export type Weight = 'regular' | 'bold';

type Doc = PDFKit.PDFDocument;
type TextOptions = PDFKit.Mixins.TextOptions;

const LATIN: Record<Weight, string> = { regular: 'Helvetica', bold: 'Helvetica-Bold' };
const BENGALI: Record<Weight, string> = { regular: 'bengali-400', bold: 'bengali-700' };

/** Bengali block, dandas, and the joiners that shape it. */
const BENGALI_CHAR = /[\u0980-\u09FF\u0964\u0965\u200C\u200D]/;
/** Characters either font can carry: they stay in the run they are in. */
const NEUTRAL_CHAR = /\s/;

let fontFiles: Record<Weight, Buffer> | undefined;
function bengaliFonts(): Record<Weight, Buffer> {
  if (!fontFiles) {
    // The package exports only CSS; its LICENSE is exported and sits beside the files folder.
    const packageDir = dirname(
      createRequire(import.meta.url).resolve('@fontsource/noto-sans-bengali/LICENSE'),
    );
    const file = (weight: number) =>
      readFileSync(join(packageDir, 'files', `noto-sans-bengali-bengali-${weight}-normal.woff`));
    fontFiles = { regular: file(400), bold: file(700) };
  }
  return fontFiles;
}

export const hasBengali = (text: string) => BENGALI_CHAR.test(text);

/** Splits a text into runs of Bengali and of everything else; spaces stay with the run they follow. */
export function scriptRuns(text: string): { text: string; bengali: boolean }[] {
  const runs: { text: string; bengali: boolean }[] = [];
  for (const char of text) {
    const last = runs.at(-1);
    const bengali = NEUTRAL_CHAR.test(char) && last ? last.bengali : BENGALI_CHAR.test(char);
    if (last && last.bengali === bengali) last.text += char;
    else runs.push({ text: char, bengali });
  }
  return runs;
}

/** Registers the Bengali fonts with a document (once per document, before the first write). */
export function registerBengaliFonts(doc: Doc): void {
  const files = bengaliFonts();
  doc.registerFont(BENGALI.regular, files.regular);
  doc.registerFont(BENGALI.bold, files.bold);
}

/**
 * Writes `text` like `doc.text(text, x, y, options)`, switching fonts per script. Latin-only text
 * is one plain call; mixed text is a chain of `continued` runs that wraps as one paragraph.
 */
export function writeText(
  doc: Doc,
  text: string,
  weight: Weight,
  x?: number,
  y?: number,
  options: TextOptions = {},
): Doc {
  if (!hasBengali(text)) return doc.font(LATIN[weight]).text(text, x, y, options);
  const runs = scriptRuns(text);
  // The first run gets explicit coordinates: pdfkit wraps a `continued` chain started without them
  // after its first run.
  let startX = x ?? doc.x;
  const startY = y ?? doc.y;
  let chainOptions = options;
  // pdfkit aligns each run of a chain on its own (right-aligned runs land on top of each other):
  // a right-aligned or centred text that fits on one line is measured and written from the left
  const { align, width } = options;
  if ((align === 'right' || align === 'center') && width !== undefined && runs.length > 1) {
    const measured = runs.reduce(
      (sum, run) => sum + doc.font(run.bengali ? BENGALI[weight] : LATIN[weight]).widthOfString(run.text),
      0,
    );
    if (measured <= width) {
      startX += align === 'right' ? width - measured : (width - measured) / 2;
      // a hair of room, so that rounding never wraps the last run
      chainOptions = { ...options, align: 'left', width: measured + 1 };
    }
  }
  runs.forEach((run, i) => {
    doc.font(run.bengali ? BENGALI[weight] : LATIN[weight]);
    const runOptions = { ...chainOptions, continued: i < runs.length - 1 };
    if (i === 0) doc.text(run.text, startX, startY, runOptions);
    else doc.text(run.text, runOptions);
  });
  return doc.font(LATIN[weight]);
}
