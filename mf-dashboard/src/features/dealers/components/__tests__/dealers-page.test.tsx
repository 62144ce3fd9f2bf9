import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Dealer } from '@tyre/contracts';
import { changeLanguage } from '@tyre/web-kit';
import { listPage, testApiForFile } from '@tyre/test-kit';
import { categoryOf } from '../../../../testing/fixtures';
import { renderScreen } from '../../../../testing/render-screen';
import { DealersPage } from '../dealers-page';

const dealerOf = (n: number, fields: Partial<Dealer> = {}): Dealer => ({
  _id: `65000000000000000000000${n}`,
  slug: `dealer-${n}`,
  name: `Dealer ${n} Tyres`,
  nameBn: `ডিলার ${n}`,
  authNumber: `TBD-2025-000${n}`,
  division: 'Rajshahi',
  district: 'Bogura',
  upazila: 'Bogura Sadar',
  upazilaBn: '',
  address: `${n} Station Road, Bogura`,
  addressBn: '',
  phones: [`0171122334${n}`],
  email: '',
  hours: { days: ['Sa', 'Su', 'Mo', 'Tu', 'We', 'Th'], opens: '09:00', closes: '20:00' },
  services: ['fitting'],
  categories: [],
  lat: 24.8465,
  lng: 89.3773,
  listed: true,
  demo: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...fields,
});

const fake = testApiForFile((api) => {
  const dealers = [dealerOf(1), dealerOf(2, { listed: false, name: 'Hidden Tyres' })];
  api.on('GET /category', { body: [categoryOf('Truck & Bus', 'truck-bus')] });
  api.on('GET /dealers', ({ query }) => {
    const search = query.get('search')?.toLowerCase() ?? '';
    return listPage(dealers.filter((d) => d.name.toLowerCase().includes(search)));
  });
  api.on('POST /dealers', ({ body }) => ({
    status: 201,
    body: dealerOf(3, JSON.parse(body) as Partial<Dealer>),
  }));
  api.on(`PUT /dealers/${dealers[1]!._id}`, ({ body }) => ({
    body: { ...dealers[1]!, ...(JSON.parse(body) as object) },
  }));
});

afterEach(async () => {
  await act(() => changeLanguage('en'));
});

const sent = (method: string, path: string) =>
  fake.requests
    .filter((r) => r.method === method && r.path.startsWith(path))
    .map((r) => (r.body ? (JSON.parse(r.body) as unknown) : null));

describe('the dealers screen', () => {
  it('lists every dealer (listed or hidden) for admins, searches them, and lists a hidden one with its switch', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen('/dashboard/dealers', { '/dashboard/dealers': <DealersPage /> });
    const row = (await screen.findByRole('cell', { name: /^Hidden Tyres/ })).closest('tr') as HTMLElement;
    expect(screen.getByText('2 dealers')).toBeTruthy();
    expect(fake.urls('/dealers')[0]).toBe('/dealers?page=0&size=20&all=true');
    await user.click(within(row).getByRole('switch', { name: 'List Hidden Tyres on the site' }));
    await waitFor(() => expect(sent('PUT', '/dealers/')).toEqual([{ listed: true }]));

    const search = screen.getByLabelText('Search dealers');
    await user.type(search, '0171{Enter}');
    await waitFor(() =>
      expect(fake.urls('/dealers').at(-1)).toBe('/dealers?page=0&size=20&all=true&search=0171'),
    );
  });

  it('adds a dealer with its district, phones, hours, services and place', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen('/dashboard/dealers', { '/dashboard/dealers': <DealersPage /> });
    await user.click(await screen.findByRole('button', { name: 'New dealer' }));
    await user.type(await screen.findByLabelText('Name'), 'Karim Tyre House');
    await user.type(screen.getByLabelText('Upazila or thana'), 'Sadar');
    await user.type(screen.getByLabelText('Address'), '1 Court Road, Feni');
    await user.type(screen.getByLabelText('Phones'), '01711223344, 0331-62000');
    // the district list is searched as typed
    await user.type(screen.getByRole('combobox', { name: 'District' }), 'Feni');
    const options = await screen.findAllByTitle('Feni (Chattogram)');
    await user.click(options[options.length - 1]!);
    await user.click(screen.getByRole('checkbox', { name: 'Truck tyres' }));
    await user.type(screen.getByLabelText('Latitude'), '23.0159');
    await user.type(screen.getByLabelText('Longitude'), '91.3976');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Dealer created', { selector: '.Toastify *' })).toBeTruthy();
    expect(sent('POST', '/dealers')).toEqual([
      expect.objectContaining({
        name: 'Karim Tyre House',
        district: 'Feni',
        upazila: 'Sadar',
        phones: ['01711223344', '0331-62000'],
        hours: { days: ['Sa', 'Su', 'Mo', 'Tu', 'We', 'Th'], opens: '09:00', closes: '20:00' },
        services: ['fitting', 'truck-tyres'],
        lat: 23.0159,
        lng: 91.3976,
        listed: true,
      }),
    ]);
  });
});
