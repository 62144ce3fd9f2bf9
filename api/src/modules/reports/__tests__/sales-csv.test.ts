import { describe, expect, it } from 'vitest';
import { BOM, csvField, salesCsv } from '../sales-csv';

describe('sales CSV', () => {
  it('when a field holds a comma, a quote or a line break, then it is quoted with quotes doubled', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a, b')).toBe('"a, b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\r\nlf')).toBe('"cr\r\nlf"');
    expect(csvField(' padded')).toBe('" padded"');
    expect(csvField(1200)).toBe('1200');
  });

  it('when a text starts like a formula, then a spreadsheet is kept from running it', () => {
    expect(csvField('=SUM(A1:A9)')).toBe("'=SUM(A1:A9)");
    expect(csvField('+8801711000000')).toBe("'+8801711000000");
  });

  it('when rows are written, then the file starts with the BOM and a header and ends each row with CRLF', () => {
    const csv = salesCsv([
      {
        reference: 'TB-250001',
        date: '2025-03-10 23:59',
        status: 'pending',
        paymentType: 'Cash on Delivery',
        customer: 'রহিম "Bhai", Jr.',
        district: 'Dhaka',
        title: 'Tyre\nwith a break',
        quantity: 2,
        unitPrice: 1000,
        lineTotal: 2000,
        shipping: 200,
        total: 2200,
      },
    ]);
    expect(csv.startsWith(BOM + 'Order reference,')).toBe(true);
    expect(
      csv.endsWith(
        '\r\nTB-250001,2025-03-10 23:59,pending,Cash on Delivery,"রহিম ""Bhai"", Jr.",Dhaka,Yes,"Tyre\nwith a break",2,1000,2000,200,2200\r\n',
      ),
    ).toBe(true);
  });
});
