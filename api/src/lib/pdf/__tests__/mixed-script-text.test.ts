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
});
