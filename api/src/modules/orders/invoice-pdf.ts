import PDFDocument from 'pdfkit';
import type { Order, OrderStatus } from '@tyre/contracts';
import { registerBengaliFonts, writeText } from '../../lib/pdf/mixed-script-text';

/** Who issues the invoice: the company and its offices, from the contact details. */
export interface InvoiceIssuer {
  companyName: string;
  offices: { name: string; address: string }[];
  phones: string[];
  email: string;
}

const STATUS_LABELS: Record<OrderStatus, string> = {
  payment_review: 'Payment under review',
  pending: 'Pending',
  processing: 'Processing',
  shipped: 'Shipped',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** BDT in lakh/crore grouping, as the shop shows prices: "BDT 1,23,450/-". */
export const bdt = (amount: number) => `BDT ${new Intl.NumberFormat('en-IN').format(amount)}/-`;

/** The date of the order in Bangladesh time, e.g. "23 Nov 2026". */
const dhakaDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Dhaka',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(iso));

/**
 * The invoice as a real PDF (pdfkit). Content streams are left uncompressed: an invoice is a few
 * kilobytes either way, and the text stays searchable by simple tools. Text customers typed (names,
 * addresses, notes) and product titles may be in Bangla: they are written per script, Helvetica
 * for Latin and the embedded Noto Sans Bengali subset for Bengali (`lib/pdf/mixed-script-text`).
 */
export function renderInvoice(order: Order, issuer: InvoiceIssuer): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    compress: false,
    info: { Title: `Invoice ${order.reference}`, Author: issuer.companyName },
  });
  registerBengaliFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  // Issuer
  doc.fontSize(18);
  writeText(doc, issuer.companyName, 'bold', left, 48);
  doc.fontSize(9).fillColor('#444');
  for (const office of issuer.offices) writeText(doc, `${office.name}: ${office.address}`, 'regular');
  const reach = [...issuer.phones, issuer.email].filter(Boolean).join('  |  ');
  if (reach) doc.text(reach);
  doc.fillColor('#000');

  // Title and reference
  doc.moveDown(1.2);
  const top = doc.y;
  doc.font('Helvetica-Bold').fontSize(16).text('INVOICE', left, top);
  doc.font('Helvetica').fontSize(10);
  const meta: [string, string][] = [
    ['Reference', order.reference],
    ['Date', dhakaDate(order.createdAt)],
    ['Status', STATUS_LABELS[order.status]],
    ['Payment', order.payment.paymentType],
  ];
  if (order.payment.paymentType === 'bKash') {
    meta.push(['bKash from', order.payment.mobileNumber ?? ''], ['TrxID', order.payment.trxID ?? '']);
  }
  let y = top;
  for (const [label, value] of meta) {
    doc.font('Helvetica-Bold').text(`${label}:`, left + width - 220, y, { width: 80 });
    doc.font('Helvetica').text(value, left + width - 135, y, { width: 135 });
    y += 14;
  }

  // Customer and delivery address
  const c = order.customer;
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .text('Bill and deliver to', left, top + 28);
  doc.font('Helvetica').fontSize(10);
  const addressLines = [
    c.name,
    c.companyName,
    c.address,
    [c.thana, c.town].filter(Boolean).join(', '),
    [c.district, c.postCode].filter(Boolean).join(' '),
    `Mobile: ${c.mobileNumber}`,
    c.email ? `E-mail: ${c.email}` : undefined,
  ].filter((l): l is string => Boolean(l));
  for (const line of addressLines)
    writeText(doc, line, 'regular', undefined, undefined, { width: width - 240 });

  // Lines
  doc.y = Math.max(doc.y, y) + 20;
  const cols = [
    { title: '#', x: left, w: 20, align: 'left' as const },
    { title: 'Product', x: left + 22, w: width - 300, align: 'left' as const },
    { title: 'Qty', x: left + width - 276, w: 36, align: 'right' as const },
    { title: 'Unit price', x: left + width - 236, w: 78, align: 'right' as const },
    { title: 'Shipping', x: left + width - 156, w: 70, align: 'right' as const },
    { title: 'Amount', x: left + width - 84, w: 84, align: 'right' as const },
  ];
  /** One row; a cell may hold lines (a product's title, then its Bangla title). */
  const row = (values: Array<string | string[]>, bold = false) => {
    const rowTop = doc.y;
    doc.fontSize(9.5);
    let bottom = rowTop;
    values.forEach((value, i) => {
      const col = cols[i]!;
      let y = rowTop;
      for (const text of typeof value === 'string' ? [value] : value) {
        writeText(doc, text, bold ? 'bold' : 'regular', col.x, y, { width: col.w, align: col.align });
        y = doc.y;
      }
      bottom = Math.max(bottom, doc.y);
    });
    doc.y = bottom + 4;
  };
  row(
    cols.map((c) => c.title),
    true,
  );
  doc
    .moveTo(left, doc.y - 2)
    .lineTo(left + width, doc.y - 2)
    .stroke('#999');
  order.items.forEach((line, i) =>
    row([
      String(i + 1),
      line.titleBn ? [line.title, line.titleBn] : line.title,
      String(line.quantity),
      bdt(line.unitPrice),
      bdt(line.shipping),
      bdt(line.lineTotal + line.shipping),
    ]),
  );
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .stroke('#999');
  doc.moveDown(0.6);

  // Totals
  const totals: [string, string, boolean][] = [
    ['Subtotal', bdt(order.subtotal), false],
    ['Shipping', bdt(order.shipping), false],
    ['Total', bdt(order.total), true],
  ];
  for (const [label, value, bold] of totals) {
    const rowTop = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 12 : 10);
    doc.text(label, left + width - 236, rowTop, { width: 120, align: 'right' });
    doc.text(value, left + width - 110, rowTop, { width: 110, align: 'right' });
    doc.moveDown(0.2);
  }

  if (c.notes) {
    doc.moveDown(1);
    doc.font('Helvetica-Bold').fontSize(10).text('Notes', left);
    writeText(doc, c.notes, 'regular', left, doc.y, { width });
  }
  doc.moveDown(2);
  doc
    .font('Helvetica')
    .fontSize(8.5)
    .fillColor('#555')
    .text(
      order.payment.paymentType === 'Cash on Delivery'
        ? 'Please pay the total in cash when the tyres are delivered. Thank you for your order.'
        : 'Paid by bKash; the payment is checked against the TrxID above. Thank you for your order.',
      left,
      doc.y,
      { width },
    );
  doc.end();
  return done;
}
