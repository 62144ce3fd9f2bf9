import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { registerBengaliFonts, scriptRuns, writeText } from '../mixed-script-text';

describe('mixed-script PDF text', () => {
  it('when a text mixes Bangla, digits and punctuation, then it splits into runs per script and spaces stay with their run', () => {
    expect(scriptRuns('বাড়ি 12, রোড ৫')).toEqual([
      { text: 'বাড়ি ', bengali: true },
      { text: '12, ', bengali: false },
      { text: 'রোড ৫', bengali: true },
    ]);
    expect(scriptRuns('House 12')).toEqual([{ text: 'House 12', bengali: false }]);
  });

  it('when a mixed line is written, then the document uses both fonts and keeps working in Latin after it', async () => {
    const doc = new PDFDocument({ compress: false });
    registerBengaliFonts(doc);
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    const done = new Promise<void>((resolve) => doc.on('end', resolve));
    writeText(doc, 'রহিম উদ্দিন, House 12', 'bold', 50, 50, { width: 300 });
    writeText(doc, 'Total', 'regular');
    doc.end();
    await done;
    const raw = Buffer.concat(chunks).toString('latin1');
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansBengali-Bold/);
    expect(raw).toContain('/BaseFont /Helvetica-Bold');
    expect(raw).toContain('/BaseFont /Helvetica\n');
  });

  it('when a mixed text is right-aligned in a box, then its runs follow each other from the left and end at the right edge', async () => {
    const doc = new PDFDocument({ compress: false });
    registerBengaliFonts(doc);
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    const done = new Promise<void>((resolve) => doc.on('end', resolve));
    doc.fontSize(10);
    // runs: "৳ ২" (Bengali), "," (Latin), "৪৮", ",", "৭০০"
    writeText(doc, '৳ ২,৪৮,৭০০', 'regular', 100, 100, { width: 200, align: 'right' });
    doc.end();
    await done;
    const raw = Buffer.concat(chunks).toString('latin1');
    const xs = [...raw.matchAll(/1 0 0 1 ([\d.]+) [\d.]+ Tm/g)].map((m) => Number(m[1]));
    expect(xs).toHaveLength(5);
    // each run starts after the one before (pdfkit alone right-aligns every run onto the same edge)
    for (let i = 1; i < xs.length; i++) expect(xs[i]!).toBeGreaterThan(xs[i - 1]!);
    // and the whole text sits at the right of its box
    expect(xs[0]!).toBeGreaterThan(200);
  });
});
