import PDFDocument from 'pdfkit';

/** A small one-page PDF (a heading and paragraphs) for demo CVs and dealer documents. */
export function renderDemoPdf(title: string, paragraphs: string[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: title } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.font('Helvetica-Bold').fontSize(18).text(title);
    doc.moveDown();
    doc.font('Helvetica').fontSize(11);
    for (const p of paragraphs) doc.text(p).moveDown(0.6);
    doc.end();
  });
}
