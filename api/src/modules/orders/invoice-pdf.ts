import PDFDocument from 'pdfkit';
import type { Order } from '@tyre/contracts';
import { localized } from '@tyre/contracts/localized';
import { registerBengaliFonts, writeText } from '../../lib/pdf/mixed-script-text';
import { invoiceTemplate, type InvoiceTemplate } from './invoice-templates';

/** Who issues the invoice: the company and its offices, from the contact details. */
export interface InvoiceIssuer {
  companyName: string;
  /** with their Bangla twins, written on an invoice in Bangla ('' or absent: the English) */
  offices: { name: string; address: string; nameBn?: string; addressBn?: string }[];
  phones: string[];
  email: string;
}

/** The shipment's line in the invoice's language, or '' when nothing about it is known. */
function shipmentLine(order: Order, t: InvoiceTemplate): string {
  const { courier, trackingNumber } = order.shipment ?? {};
  const name = courier && (order.language === 'bn' ? courier.nameBn || courier.name : courier.name);
  return [name && `${t.courier}: ${name}`, trackingNumber && `${t.trackingNumber} ${trackingNumber}`]
    .filter(Boolean)
    .join(' · ');
}

/**
 * The invoice as a real PDF (pdfkit). Content streams are left uncompressed: an invoice is a few
 * kilobytes either way, and the text stays searchable by simple tools. Text customers typed (names,
 * addresses, notes) and product titles may be in Bangla: they are written per script, Helvetica
 * for Latin and the embedded Noto Sans Bengali subset for Bengali (`lib/pdf/mixed-script-text`).
 * The labels, dates, amounts and the district are in the order's language (`invoice-templates`).
 */
export function renderInvoice(order: Order, issuer: InvoiceIssuer): Promise<Buffer> {
  const t = invoiceTemplate(order.language);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    compress: false,
    info: { Title: `${t.title} ${order.reference}`, Author: issuer.companyName },
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
  for (const office of issuer.offices) {
    const twins = { ...office, nameBn: office.nameBn ?? '', addressBn: office.addressBn ?? '' };
    const name = localized(twins, 'name', order.language);
    writeText(doc, `${name}: ${localized(twins, 'address', order.language)}`, 'regular');
  }
  const reach = [...issuer.phones, issuer.email].filter(Boolean).join('  |  ');
  if (reach) doc.text(reach);
  doc.fillColor('#000');

  // Title and reference
  doc.moveDown(1.2);
  const top = doc.y;
  doc.fontSize(16);
  writeText(doc, t.title, 'bold', left, top);
  doc.fontSize(10);
  const meta: [string, string][] = [
    [t.reference, order.reference],
    [t.date, t.day(order.createdAt)],
    [t.status, t.statuses[order.status]],
    [t.payment, t.paymentTypes[order.payment.paymentType]],
  ];
  if (order.payment.paymentType === 'bKash') {
    meta.push([t.bkashFrom, order.payment.mobileNumber ?? ''], [t.trxId, order.payment.trxID ?? '']);
  } else if (order.payment.gateway && order.payment.trxID) {
    // paid online: bKash's TrxID, or the bank's transaction id SSLCommerz gave
    meta.push([t.trxId, order.payment.trxID]);
  }
  let y = top;
  for (const [label, value] of meta) {
    writeText(doc, `${label}:`, 'bold', left + width - 220, y, { width: 80 });
    writeText(doc, value, 'regular', left + width - 135, y, { width: 135 });
    y = Math.max(y + 14, doc.y);
  }

  // Customer and delivery address
  const c = order.customer;
  doc.fontSize(11);
  writeText(doc, t.billTo, 'bold', left, top + 28);
  doc.fontSize(10);
  const addressLines = [
    c.name,
    c.companyName,
    c.address,
    [c.thana, c.town].filter(Boolean).join(', '),
    [t.district(c.district), c.postCode].filter(Boolean).join(' '),
    `${t.mobile}: ${c.mobileNumber}`,
    c.email ? `${t.email}: ${c.email}` : undefined,
  ].filter((l): l is string => Boolean(l));
  for (const line of addressLines)
    writeText(doc, line, 'regular', undefined, undefined, { width: width - 240 });

  // How it travels, once shipped: "Courier: Pathao Courier · Tracking no. DC123"
  const shipping = shipmentLine(order, t);
  if (shipping) {
    doc.y = Math.max(doc.y, y) + 8;
    writeText(doc, shipping, 'bold', left, doc.y, { width });
  }

  // Lines
  doc.y = Math.max(doc.y, y) + 20;
  const cols = [
    { title: t.columns.number, x: left, w: 20, align: 'left' as const },
    { title: t.columns.product, x: left + 22, w: width - 300, align: 'left' as const },
    { title: t.columns.quantity, x: left + width - 276, w: 36, align: 'right' as const },
    { title: t.columns.unitPrice, x: left + width - 236, w: 78, align: 'right' as const },
    { title: t.columns.shipping, x: left + width - 156, w: 70, align: 'right' as const },
    { title: t.columns.amount, x: left + width - 84, w: 84, align: 'right' as const },
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
      t.count(i + 1),
      line.titleBn ? [line.title, line.titleBn] : line.title,
      t.count(line.quantity),
      t.money(line.unitPrice),
      t.money(line.shipping),
      t.money(line.lineTotal + line.shipping),
    ]),
  );
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .stroke('#999');
  doc.moveDown(0.6);

  // Totals
  const totals: [string, string, boolean][] = [
    [t.subtotal, t.money(order.subtotal), false],
    [t.shipping, t.money(order.shipping), false],
    [t.total, t.money(order.total), true],
  ];
  for (const [label, value, bold] of totals) {
    const rowTop = doc.y;
    const weight = bold ? 'bold' : 'regular';
    doc.fontSize(bold ? 12 : 10);
    writeText(doc, label, weight, left + width - 236, rowTop, { width: 120, align: 'right' });
    const labelBottom = doc.y;
    writeText(doc, value, weight, left + width - 110, rowTop, { width: 110, align: 'right' });
    doc.y = Math.max(doc.y, labelBottom);
    doc.moveDown(0.2);
  }

  if (c.notes) {
    doc.moveDown(1);
    doc.fontSize(10);
    writeText(doc, t.notes, 'bold', left);
    writeText(doc, c.notes, 'regular', left, doc.y, { width });
  }
  doc.moveDown(2);
  doc.fontSize(8.5).fillColor('#555');
  writeText(
    doc,
    order.payment.paymentType === 'Cash on Delivery' ? t.thanksCash : t.thanksBkash,
    'regular',
    left,
    doc.y,
    { width },
  );
  doc.end();
  return done;
}
