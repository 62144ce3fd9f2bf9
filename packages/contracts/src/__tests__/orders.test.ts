import { describe, expect, it } from 'vitest';
import { DISTRICT_DETAILS, DISTRICTS, ORDER_STATUSES, ORDER_TRANSITIONS } from '../constants';
import { customerDetailsSchema, paymentInputSchema, placeOrderBodySchema } from '../schemas/orders';

describe('ordering contracts', () => {
  it('when the districts are read, then there are the 64 districts of 8 divisions, Dhaka first, each with its Bangla name', () => {
    expect(DISTRICTS).toHaveLength(64);
    expect(new Set(DISTRICTS).size).toBe(64);
    expect(DISTRICTS[0]).toBe('Dhaka');
    expect(DISTRICT_DETAILS.map((d) => d.name)).toEqual([...DISTRICTS]);
    expect(new Set(DISTRICT_DETAILS.map((d) => d.division)).size).toBe(8);
    expect(DISTRICT_DETAILS.every((d) => /[\u0980-\u09FF]/.test(d.bn))).toBe(true);
  });

  it('when the status table is read, then completed, returned and cancelled are final and every other status can be cancelled', () => {
    const final = ['completed', 'returned', 'cancelled'];
    for (const s of final) expect(ORDER_TRANSITIONS[s as keyof typeof ORDER_TRANSITIONS]).toEqual([]);
    for (const s of ORDER_STATUSES.filter((s) => !final.includes(s)))
      expect(ORDER_TRANSITIONS[s]).toContain('cancelled');
    // only a shipped parcel comes back
    expect(ORDER_STATUSES.filter((s) => ORDER_TRANSITIONS[s].includes('returned'))).toEqual(['shipped']);
  });

  it('when the payment is left out, then it is Cash on Delivery; bKash keeps the number as 01XXXXXXXXX and the TrxID upper-case', () => {
    const order = placeOrderBodySchema.parse({
      items: [{ product: '0123456789abcdef01234567', quantity: 1 }],
      customer: { name: 'A', address: 'B', thana: 'C', mobileNumber: '+8801712345678' },
    });
    expect(order.payment).toEqual({ paymentType: 'Cash on Delivery' });
    expect(order.customer.district).toBe('Dhaka');
    expect(order.customer.mobileNumber).toBe('01712345678');
    expect(
      paymentInputSchema.parse({ paymentType: 'bKash', mobileNumber: '01812 345678', trxID: 'ab12cd34ef' }),
    ).toEqual({ paymentType: 'bKash', mobileNumber: '01812345678', trxID: 'AB12CD34EF' });
  });

  it('when a delivery detail carries a line break, a bidi control or another control character, then the text rule refuses it at that field; the note may hold line breaks', () => {
    const base = { name: 'Rahim', address: 'House 1', thana: 'Mirpur', mobileNumber: '01712345678' };
    const refused = (field: string, value: string) => {
      const result = customerDetailsSchema.safeParse({ ...base, [field]: value });
      return result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    };
    const oneLine = 'must not contain control characters or line breaks';
    expect(refused('name', 'Customer\nURGENT: pay 500 Tk by bKash to 01711111111')).toEqual([
      `name: ${oneLine}`,
    ]);
    expect(refused('name', 'Rahim\u202Egnp')).toEqual([`name: ${oneLine}`]);
    expect(refused('address', 'House 1\u2028Road 2')).toEqual([`address: ${oneLine}`]);
    expect(refused('thana', 'Mirpur\t')).toBeUndefined(); // trimmed away at the end
    expect(refused('thana', 'Mir\tpur')).toEqual([`thana: ${oneLine}`]);
    expect(refused('town', 'Dhaka\u0000')).toEqual([`town: ${oneLine}`]);
    expect(refused('companyName', 'Shop\u2066Ltd')).toEqual([`companyName: ${oneLine}`]);
    expect(refused('notes', 'Call first\u202E')).toEqual([
      'notes: must not contain control characters (only tabs and line breaks)',
    ]);
    expect(customerDetailsSchema.parse({ ...base, notes: 'Call first.\nLeave at the gate.' }).notes).toBe(
      'Call first.\nLeave at the gate.',
    );
    expect(customerDetailsSchema.parse({ ...base, name: 'র\u200D্যাব খান' }).name).toBe('র\u200D্যাব খান');
  });

  it('when optional details are empty, then they are left out; a post code must be 4 digits', () => {
    const c = customerDetailsSchema.parse({
      name: 'A',
      address: 'B',
      thana: 'C',
      mobileNumber: '01712345678',
      email: '',
      postCode: '',
      notes: '  ',
    });
    expect(c.email).toBeUndefined();
    expect(c.postCode).toBeUndefined();
    expect(c.notes).toBeUndefined();
    expect(customerDetailsSchema.safeParse({ ...c, postCode: '123' }).success).toBe(false);
    expect(customerDetailsSchema.safeParse({ ...c, email: 'a@b.com.bd' }).success).toBe(true);
  });
});
