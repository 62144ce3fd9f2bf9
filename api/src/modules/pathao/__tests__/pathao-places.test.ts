// The destination the shop proposes for an order in Pathao's terms (pure functions of the order
// and Pathao's lists).
import type { Order } from '@tyre/contracts';
import { describe, expect, it } from 'vitest';
import { proposeArea, proposeCity, proposeZone } from '../pathao-places';

const order = (customer: Partial<Order['customer']>): Order =>
  ({ customer: { address: '', thana: '', district: 'Dhaka', ...customer } }) as Order;

const cities = [
  { id: 1, name: 'Dhaka' },
  { id: 2, name: 'Chittagong' },
  { id: 32, name: 'B. Baria' },
  { id: 40, name: "Cox's Bazar" },
];

describe('the destination proposed for Pathao', () => {
  it('when the district is spelled otherwise by Pathao, then its older spelling is found', () => {
    expect(proposeCity(cities, 'Chattogram')?.id).toBe(2);
    expect(proposeCity(cities, 'Brahmanbaria')?.id).toBe(32);
    expect(proposeCity(cities, "Cox's Bazar")?.id).toBe(40);
    expect(proposeCity(cities, 'Sylhet')).toBeNull();
  });

  it('when the thana names a zone, exactly or as its start, then that zone is proposed', () => {
    const zones = [
      { id: 1, name: 'Mirpur' },
      { id: 2, name: 'Mirpur DOHS' },
      { id: 3, name: 'Uttara Sector 10' },
    ];
    expect(proposeZone(zones, order({ thana: 'mirpur' }))?.id).toBe(1);
    expect(proposeZone(zones, order({ thana: 'Uttara' }))?.id).toBeUndefined();
    expect(proposeZone([{ id: 4, name: 'Uttara' }], order({ thana: 'Uttara West' }))?.id).toBe(4);
    expect(proposeZone(zones, order({ thana: 'Savar' }))).toBeNull();
  });

  it('when the address names an area, then it is proposed; a number must match whole ("Road 2" is not "Road 27")', () => {
    const areas = [
      { id: 7, name: 'Road 2' },
      { id: 8, name: 'Road 27' },
      { id: 9, name: 'Jigatola' },
    ];
    expect(proposeArea(areas, order({ address: 'Flat 4B, Road 27' }))?.id).toBe(8);
    expect(proposeArea(areas, order({ address: 'House 9, Road 4' }))).toBeNull();
    expect(proposeArea(areas, order({ address: 'House 1', town: 'Jigatola' }))?.id).toBe(9);
  });
});
