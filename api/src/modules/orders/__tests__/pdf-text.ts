/**
 * The text an uncompressed pdfkit PDF draws, in drawing order, for tests: each `TJ` string decoded
 * through its font, the standard fonts' bytes as Latin-1 and an embedded font's glyph codes
 * through its `ToUnicode` map (so Bengali text reads back as letters). Bengali is in the order of
 * the glyphs, so a vowel sign drawn before its consonant (ি, ে, ৈ) comes before it here too.
 */
export function pdfTextRuns(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const objects = new Map<string, string>();
  for (const m of raw.matchAll(/(\d+) 0 obj\n([\s\S]*?)\nendobj/g)) objects.set(m[1]!, m[2]!);
  const fonts = new Map<string, Map<number, string> | undefined>();
  for (const m of raw.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
    const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(objects.get(m[2]!) ?? '')?.[1];
    fonts.set(m[1]!, toUnicode ? unicodeMap(objects.get(toUnicode) ?? '') : undefined);
  }
  const runs: string[] = [];
  // (a number is matched whole: letting `\d+` split a number would backtrack without end over
  // the long number arrays of an embedded font)
  let font: Map<number, string> | undefined;
  for (const m of raw.matchAll(/\/(F\d+) [\d.]+ Tf|\[((?:<[0-9a-fA-F]*>|\s|-?[\d.]+(?![\d.]))*)\]\s*TJ/g)) {
    if (m[1]) {
      font = fonts.get(m[1]);
      continue;
    }
    const hex = [...m[2]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]).join('');
    if (!font) {
      runs.push(Buffer.from(hex, 'hex').toString('latin1'));
      continue;
    }
    let text = '';
    for (let i = 0; i + 4 <= hex.length; i += 4) text += font.get(parseInt(hex.slice(i, i + 4), 16)) ?? '';
    runs.push(text);
  }
  return runs;
}

/** The runs joined as drawn (a mixed-script line's runs join up again). */
export const pdfText = (pdf: Buffer) => pdfTextRuns(pdf).join('');

/** A `ToUnicode` CMap's `bfrange` arrays (as pdfkit writes them): glyph code to text. */
function unicodeMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const m of cmap.matchAll(/<([0-9a-fA-F]+)> <[0-9a-fA-F]+> \[([^\]]*)\]/g)) {
    const start = parseInt(m[1]!, 16);
    [...m[2]!.matchAll(/<([0-9a-fA-F ]*)>/g)].forEach((entry, i) => {
      const units = entry[1]!.trim().split(/\s+/).filter(Boolean);
      map.set(start + i, String.fromCharCode(...units.map((u) => parseInt(u, 16))));
    });
  }
  return map;
}
