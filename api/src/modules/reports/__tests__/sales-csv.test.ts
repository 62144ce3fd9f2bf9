import { describe, expect, it } from 'vitest';
import { BOM, csvField, salesCsv, salesCsvChunks } from '../sales-csv';

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
        items: [
          { title: 'Tyre\nwith a break', quantity: 2, unitPrice: 1000, lineTotal: 2000, shipping: 200 },
        ],
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

  it('when an order has several lines, then each line is a row repeating the order, in pieces that join to the whole file', () => {
    const order = (n: number, district: string) => ({
      reference: `TB-25${String(n).padStart(4, '0')}`,
      date: '2025-03-11 00:01',
      status: 'completed',
      paymentType: 'bKash',
      customer: `Customer ${n}`,
      district,
      items: [
        { title: 'A', quantity: 1, unitPrice: 1000, lineTotal: 1000, shipping: 200 },
        { title: '=B', quantity: 3, unitPrice: 500, lineTotal: 1500, shipping: 360 },
      ],
      total: 3060,
    });
    const orders = Array.from({ length: 4500 }, (_, i) => order(i + 1, i % 2 ? 'Dhaka' : 'Chattogram'));
    const chunks = [...salesCsvChunks(orders)];
    expect(chunks).toHaveLength(1 + 18); // the header, then 18 pieces of 250 orders
    const rows = chunks.join('').slice(1).split('\r\n');
    expect(rows).toHaveLength(1 + 9000 + 1);
    expect(rows[1]).toBe(
      'TB-250001,2025-03-11 00:01,completed,bKash,Customer 1,Chattogram,No,A,1,1000,1000,200,3060',
    );
    expect(rows[2]).toBe(
      "TB-250001,2025-03-11 00:01,completed,bKash,Customer 1,Chattogram,No,'=B,3,500,1500,360,3060",
    );
    expect(rows[4]).toBe(
      "TB-250002,2025-03-11 00:01,completed,bKash,Customer 2,Dhaka,Yes,'=B,3,500,1500,360,3060",
    );
    expect(chunks.join('')).toBe(salesCsv(orders));
  });
});
