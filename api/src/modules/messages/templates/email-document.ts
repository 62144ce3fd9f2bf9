// An e-mail is written once as a list of blocks and rendered twice: as its plain-text part and as
// its HTML part (simple, inline-styled, every value escaped), so the two always say the same.
import type { OrderLanguage } from '@tyre/contracts';

export interface OrderLinesBlock {
  kind: 'lines';
  heading: string;
  columns: { product: string; quantity: string; unitPrice: string; amount: string };
  rows: { title: string; quantity: string; unitPrice: string; amount: string }[];
  /** Subtotal, shipping and total: the last is the total, set in bold. */
  totals: [label: string, value: string][];
}

export type Block =
  /** A paragraph; its line breaks are kept. */
  | { kind: 'paragraph'; text: string }
  /** Label and value pairs, under a heading when given. */
  | { kind: 'facts'; heading?: string; rows: [label: string, value: string][] }
  | OrderLinesBlock
  /** Links, shown as buttons; only http(s) addresses are linked, the others are left out. */
  | { kind: 'links'; links: { label: string; href: string }[] };

export interface EmailDocument {
  language: OrderLanguage;
  subject: string;
  blocks: Block[];
}

/** Text for an HTML text node or a double-quoted attribute. */
export const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const webLinks = (links: { label: string; href: string }[]) =>
  links.filter((link) => /^https?:\/\/\S+$/i.test(link.href));

// ---------------------------------------------------------------- plain text

function blockText(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'facts':
      return [block.heading, ...block.rows.map(([label, value]) => `${label}: ${value}`)]
        .filter(Boolean)
        .join('\n');
    case 'lines':
      return [
        block.heading,
        ...block.rows.map((row) => `- ${row.title}: ${row.quantity} x ${row.unitPrice} = ${row.amount}`),
        '',
        ...block.totals.map(([label, value]) => `${label}: ${value}`),
      ].join('\n');
    case 'links':
      return webLinks(block.links)
        .map((link) => `${link.label}: ${link.href}`)
        .join('\n');
  }
}

/** The plain-text part: the blocks, a blank line between two. */
export const emailText = (doc: EmailDocument): string =>
  doc.blocks
    .map(blockText)
    .filter((text) => text !== '')
    .join('\n\n');

// ---------------------------------------------------------------- HTML

const FONTS: Record<OrderLanguage, string> = {
  en: 'Arial, Helvetica, sans-serif',
  bn: "'Noto Sans Bengali', 'Hind Siliguri', Vrinda, Arial, sans-serif",
};
const HEADING = 'margin:0 0 8px;font-size:16px;font-weight:bold;';
const CELL = 'padding:6px 8px;border-bottom:1px solid #e5e7eb;';
const LEFT = 'text-align:left;';
const RIGHT = 'text-align:right;white-space:nowrap;';
const BUTTON =
  'display:inline-block;margin:0 8px 8px 0;padding:10px 16px;background:#1f2937;color:#ffffff;' +
  'text-decoration:none;border-radius:4px;';

const heading = (text: string | undefined) => (text ? `<h2 style="${HEADING}">${escapeHtml(text)}</h2>` : '');

function linesHtml(block: OrderLinesBlock): string {
  const { columns } = block;
  const head = [
    [columns.product, LEFT],
    [columns.quantity, RIGHT],
    [columns.unitPrice, RIGHT],
    [columns.amount, RIGHT],
  ]
    .map(([text, align]) => `<th style="${CELL}${align}">${escapeHtml(text)}</th>`)
    .join('');
  const rows = block.rows
    .map(
      (row) =>
        `<tr><td style="${CELL}${LEFT}">${escapeHtml(row.title)}</td>` +
        `<td style="${CELL}${RIGHT}">${escapeHtml(row.quantity)}</td>` +
        `<td style="${CELL}${RIGHT}">${escapeHtml(row.unitPrice)}</td>` +
        `<td style="${CELL}${RIGHT}">${escapeHtml(row.amount)}</td></tr>`,
    )
    .join('');
  const totals = block.totals
    .map(([label, value], i) => {
      const bold = i === block.totals.length - 1 ? 'font-weight:bold;' : '';
      return (
        `<tr><td colspan="3" style="padding:4px 8px;${RIGHT}${bold}">${escapeHtml(label)}</td>` +
        `<td style="padding:4px 8px;${RIGHT}${bold}">${escapeHtml(value)}</td></tr>`
      );
    })
    .join('');
  return (
    heading(block.heading) +
    '<table role="presentation" style="width:100%;border-collapse:collapse;margin:0 0 16px;font-size:14px;">' +
    `<thead><tr>${head}</tr></thead><tbody>${rows}</tbody><tfoot>${totals}</tfoot></table>`
  );
}

function blockHtml(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="margin:0 0 16px;">${escapeHtml(block.text).replace(/\n/g, '<br>')}</p>`;
    case 'facts':
      return (
        heading(block.heading) +
        '<table role="presentation" style="border-collapse:collapse;margin:0 0 16px;">' +
        block.rows
          .map(
            ([label, value]) =>
              `<tr><td style="padding:2px 16px 2px 0;color:#6b7280;">${escapeHtml(label)}</td>` +
              `<td style="padding:2px 0;">${escapeHtml(value)}</td></tr>`,
          )
          .join('') +
        '</table>'
      );
    case 'lines':
      return linesHtml(block);
    case 'links': {
      const links = webLinks(block.links);
      if (!links.length) return '';
      return (
        '<p style="margin:0 0 16px;">' +
        links
          .map((link) => `<a href="${escapeHtml(link.href)}" style="${BUTTON}">${escapeHtml(link.label)}</a>`)
          .join('') +
        '</p>'
      );
    }
  }
}

/** The HTML part: one centred column, inline styles only (mail clients drop style sheets). */
export const emailHtml = (doc: EmailDocument): string =>
  '<!DOCTYPE html>' +
  `<html lang="${doc.language}"><head><meta charset="utf-8">` +
  '<meta name="viewport" content="width=device-width, initial-scale=1">' +
  `<title>${escapeHtml(doc.subject)}</title></head>` +
  '<body style="margin:0;padding:0;background:#f3f4f6;">' +
  '<div style="max-width:600px;margin:0 auto;padding:24px;background:#ffffff;color:#1f2937;' +
  `font-family:${FONTS[doc.language]};font-size:15px;line-height:1.5;">` +
  doc.blocks.map(blockHtml).join('') +
  '</div></body></html>';
