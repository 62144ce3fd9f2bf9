import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Dealer } from '@tyre/contracts';
import { changeLanguage } from '@tyre/web-kit';
import { listPage, testApiForFile } from '@tyre/test-kit';
import { categoryOf, dealerOf } from '../../../../testing/fixtures';
import { renderScreen } from '../../../../testing/render-screen';
import { DealersPage } from '../dealers-page';

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
  api.on('PUT /dealers/:slug', ({ body }) => ({
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

  it('sets the place by a click on the map, and moves its marker when numbers are typed', async () => {
    // jsdom lays nothing out: the map's box is given a size (Leaflet reads clientWidth/clientHeight)
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(400);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(300);
    try {
      const user = userEvent.setup({ delay: null });
      renderScreen('/dashboard/dealers', { '/dashboard/dealers': <DealersPage /> });
      await user.click(await screen.findByRole('button', { name: 'New dealer' }));
      const map = await screen.findByRole('region', { name: "Map: click to set the dealer's location" });
      expect(map.querySelector('[data-point]')).toBeNull();
      // the middle of the map as first shown: Bangladesh's middle
      fireEvent.click(map, { clientX: 200, clientY: 150 });
      const lat = screen.getByLabelText('Latitude') as HTMLInputElement;
      const lng = screen.getByLabelText('Longitude') as HTMLInputElement;
      await waitFor(() => expect(lat.value).not.toBe(''));
      expect(Number(lat.value)).toBeGreaterThan(22.5);
      expect(Number(lat.value)).toBeLessThan(25);
      expect(Number(lng.value)).toBeGreaterThan(89.5);
      expect(Number(lng.value)).toBeLessThan(91.5);
      expect(lat.value).toMatch(/^\d+\.\d{1,5}$/);
      await waitFor(() => expect(map.querySelectorAll('[data-point]')).toHaveLength(1));

      await user.clear(lat);
      await user.type(lat, '25.7439');
      await user.clear(lng);
      await user.type(lng, '89.2752');
      await user.type(screen.getByLabelText('Name'), 'Rangpur Tyres');
      await waitFor(() =>
        expect(map.querySelector('[data-point]')?.getAttribute('title')).toBe('Rangpur Tyres'),
      );
    } finally {
      vi.restoreAllMocks();
    }
  });

  it(
    'imports a CSV file: what was done, or each wrong line of a refused file, in Bangla too',
    { timeout: 60_000 },
    async () => {
      const user = userEvent.setup({ delay: null });
      fake.on('POST /dealers/import', {
        body: { message: 'Imported 3 rows', rows: 3, created: 2, updated: 1, unchanged: 0 },
      });
      renderScreen('/dashboard/dealers', { '/dashboard/dealers': <DealersPage /> });
      await user.click(await screen.findByText('Import dealers (CSV)'));
      const box = screen.getByText('Import dealers (CSV)').closest('details')!;
      const file = new File(['authNumber,name\r\n'], 'dealers.csv', { type: 'text/csv' });
      await user.click(within(box).getByRole('button', { name: 'Import' }));
      expect(await within(box).findByText('Choose a CSV file first')).toBeTruthy();
      await user.upload(within(box).getByLabelText('CSV file'), file);
      await user.click(within(box).getByRole('button', { name: 'Import' }));
      expect(await within(box).findByText('Imported 3 rows: 2 added, 1 changed, 0 unchanged.')).toBeTruthy();
      const sentFile = fake.requests.find((r) => r.path === '/dealers/import')!;
      expect(sentFile.body).toContain('filename="dealers.csv"');

      fake.on('POST /dealers/import', {
        status: 400,
        body: {
          message: 'Nothing was imported: the file has wrong lines (2)',
          code: 'invalid_data',
          messageCode: 'dealers.importFailed',
          messageParams: { count: '2' },
          fields: {
            'line 4: listed': 'must be yes or no',
            'line 3: district': 'must be one of the 64 districts of Bangladesh',
          },
          fieldIssues: { 'line 4: listed': { code: 'yesOrNo' }, 'line 3: district': { code: 'district' } },
        },
      });
      await act(() => changeLanguage('bn'));
      await user.upload(await within(box).findByLabelText('CSV ফাইল'), file);
      // (antd keeps the finished loading icon's name before the text for a moment)
      await user.click(within(box).getByRole('button', { name: /ইমপোর্ট$/ }));
      const lines = await within(box).findByRole('list', { name: 'যে লাইনগুলো ঠিক করতে হবে' });
      expect(
        within(lines)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual([
        'লাইন ৩, district: বাংলাদেশের ৬৪টি জেলার একটি হতে হবে',
        'লাইন ৪, listed: yes অথবা no হতে হবে',
      ]);
    },
  );

  it('downloads every dealer as CSV', async () => {
    const user = userEvent.setup({ delay: null });
    fake.on('GET /dealers/export', { body: 'authNumber,name\r\n', headers: { 'Content-Type': 'text/csv' } });
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:dealers');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    try {
      renderScreen('/dashboard/dealers', { '/dashboard/dealers': <DealersPage /> });
      await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(saved).toEqual([expect.stringMatching(/^dealers-\d{4}-\d{2}-\d{2}\.csv$/)]));
      expect(fake.urls('/dealers/export')).toEqual(['/dealers/export']);
    } finally {
      vi.restoreAllMocks();
    }
  });
});
