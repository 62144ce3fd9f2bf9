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

  it('when the status table is read, then completed and cancelled are final and every other status can be cancelled', () => {
    expect(ORDER_TRANSITIONS.completed).toEqual([]);
    expect(ORDER_TRANSITIONS.cancelled).toEqual([]);
    for (const s of ORDER_STATUSES.filter((s) => s !== 'completed' && s !== 'cancelled'))
      expect(ORDER_TRANSITIONS[s]).toContain('cancelled');
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
