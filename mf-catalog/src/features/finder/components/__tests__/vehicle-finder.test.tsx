import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { cartItemsAtom, changeLanguage, NotificationHost, store } from '@tyre/web-kit';
import { listPage, testApiForFile } from '@tyre/test-kit';
import type { VehicleFitmentAnswer } from '@tyre/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import {
  category,
  fitment,
  fitmentSize,
  productCard,
  vehicleMake,
  vehicleModel,
  vehicleType,
} from '../../../../testing/fixtures';
import { renderAt } from '../../../../testing/render-at';
import { myVehicleStorageKey } from '../../my-vehicle';
import { FinderPage } from '../finder-page';

const pulsar = vehicleModel({
  generations: [
    { name: 'DTS-i', yearFrom: 2003, yearTo: 2018 },
    { name: 'Twin Disc', yearFrom: 2019, yearTo: null },
  ],
});
const discover = vehicleModel({
  slug: 'bajaj-discover-125',
  name: 'Discover 125',
  nameBn: '',
  yearFrom: 2012,
});

const trailFront = productCard({ title: 'Trail X 90/90-17 TT', rangeName: 'Trail X', stock: 4, price: 2100 });
const streetFront = productCard({
  title: 'StreetSport 90/90-17 TL',
  rangeName: 'StreetSport',
  stock: 6,
  price: 2600,
});
const soldOutFront = productCard({ title: 'RoadGrip 90/90-17 TT', rangeName: 'RoadGrip', stock: 0 });
const streetRear = productCard({
  title: 'StreetSport 120/80-17 TL',
  rangeName: 'StreetSport',
  stock: 1,
  price: 3900,
});
const roadRear = productCard({
  title: 'RoadGrip 100/90-17 TT',
  rangeName: 'RoadGrip',
  stock: 5,
  price: 2900,
});

/** Pulsar 150 of 2019: a front size with three tyres, a rear size with one and an alternative with one. */
const pulsar2019: VehicleFitmentAnswer = {
  model: pulsar,
  year: 2019,
  fitments: [
    fitment('front', fitmentSize('90/90-17', 17, [trailFront, streetFront, soldOutFront], 15)),
    fitment('rear', fitmentSize('120/80-17', 17, [streetRear]), {
      alternatives: [fitmentSize('100/90-17', 17, [roadRear])],
    }),
  ],
};

const api = testApiForFile({
  'GET /category': () => ({ body: [category('Motorcycle', 'motorcycle')] }),
  'GET /size': () => ({ body: [] }),
  'GET /products/finder': listPage([], 0),
  'GET /vehicles/types': () => ({
    body: [
      vehicleType('Motorcycle', 'motorcycle', 'মোটরসাইকেল টায়ার'),
      vehicleType('Tractor & Farm', 'tractor-farm'),
    ],
  }),
  'GET /vehicles/makes': ({ query }) => ({
    body:
      query.get('type') === 'motorcycle'
        ? [vehicleMake('Bajaj', 'bajaj', 'বাজাজ'), vehicleMake('Hero', 'hero')]
        : [],
  }),
  'GET /vehicles/models': ({ query }) => ({ body: query.get('make') === 'bajaj' ? [discover, pulsar] : [] }),
  'GET /vehicles/fitment': ({ query }) =>
    query.get('model') === 'bajaj-pulsar-150'
      ? { body: { ...pulsar2019, year: query.get('year') ? Number(query.get('year')) : null } }
      : { status: 404, body: { message: 'Vehicle model not found', code: 'not_found' } },
});

afterEach(async () => {
  store.set(cartItemsAtom, []);
  localStorage.clear();
  await act(() => changeLanguage('en'));
});

const finder = (url: string) =>
  renderAt(
    url,
    '/finder',
    <>
      <FinderPage />
      <NotificationHost />
    </>,
  );
const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const options = (name: string) => [...select(name).options].map((option) => option.textContent);
const location = () => screen.getByTestId('location').textContent;
const cart = () => store.get(cartItemsAtom).map((item) => [item.title, item.quantity]);

describe('the finder’s tabs', () => {
  it('open "By size" by default; "By vehicle" (a click or the arrow keys) puts the tab in the URL and back', async () => {
    finder('/finder?category=motorcycle');
    const bySize = screen.getByRole('tab', { name: 'By size' });
    expect(bySize.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(bySize.id);
    expect(await screen.findByRole('form', { name: 'Tyre finder' })).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'By vehicle' }));
    await waitFor(() => expect(location()).toBe('/finder?tab=vehicle'));
    expect(await screen.findByRole('form', { name: 'Find tyres by vehicle' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Tyre finder' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Find tyres by vehicle' })).toBeTruthy();

    // keyboard: the arrow keys move between the tabs (and focus follows)
    const byVehicle = screen.getByRole('tab', { name: 'By vehicle' });
    expect(byVehicle.tabIndex).toBe(0);
    expect(bySize.tabIndex).toBe(-1);
    fireEvent.keyDown(byVehicle, { key: 'ArrowLeft' });
    await waitFor(() => expect(location()).toBe('/finder'));
    expect(document.activeElement).toBe(bySize);
  });
});

describe('the finder by vehicle', () => {
  it('offers type → make → model → year, each once the one before is chosen, and opens the vehicle’s URL', async () => {
    finder('/finder?tab=vehicle');
    await screen.findByRole('option', { name: 'Motorcycle' });
    expect(options('Vehicle type')).toEqual(['Choose a type', 'Motorcycle', 'Tractor']);
    expect(select('Make').disabled).toBe(true);
    expect(select('Model').disabled).toBe(true);
    expect(select('Year').disabled).toBe(true);

    fireEvent.change(select('Vehicle type'), { target: { value: 'motorcycle' } });
    await waitFor(() => expect(select('Make').disabled).toBe(false));
    expect(options('Make')).toEqual(['Choose a make', 'Bajaj', 'Hero']);
    expect(select('Model').disabled).toBe(true);
    fireEvent.change(select('Make'), { target: { value: 'bajaj' } });
    await waitFor(() => expect(select('Model').disabled).toBe(false));
    expect(api.urls('/vehicles/models')).toEqual(['/vehicles/models?make=bajaj&type=motorcycle']);
    fireEvent.change(select('Model'), { target: { value: 'bajaj-pulsar-150' } });
    expect(select('Year').disabled).toBe(false);
    const years = options('Year');
    expect(years[0]).toBe('Any year');
    expect(years[1]).toBe(`${new Date().getFullYear()} · Twin Disc`);
    expect(years).toContain('2019 · Twin Disc');
    expect(years).toContain('2018 · DTS-i');
    expect(years.at(-1)).toBe('2003 · DTS-i');

    fireEvent.change(select('Year'), { target: { value: '2019' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find tyres' }));
    await waitFor(() => expect(location()).toBe('/finder?tab=vehicle&vehicle=bajaj-pulsar-150&year=2019'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tyres for Bajaj Pulsar 150 (2019)' }),
    ).toBeTruthy();
  });

  it('when no model is chosen, then Find tyres says what is missing and focuses the next select', async () => {
    finder('/finder?tab=vehicle');
    await screen.findByRole('option', { name: 'Motorcycle' });
    fireEvent.change(select('Vehicle type'), { target: { value: 'motorcycle' } });
    await waitFor(() => expect(select('Make').disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Find tyres' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Choose your vehicle's type, make and model first.",
    );
    expect(document.activeElement).toBe(select('Make'));
    expect(location()).toBe('/finder?tab=vehicle');
  });

  it('from the URL: the form restored, front and rear sizes with their tyres, in-stock first as the API answers', async () => {
    finder('/finder?tab=vehicle&vehicle=bajaj-pulsar-150&year=2019');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tyres for Bajaj Pulsar 150 (2019)' }),
    ).toBeTruthy();
    expect(api.urls('/vehicles/fitment')).toEqual(['/vehicles/fitment?model=bajaj-pulsar-150&year=2019']);
    await waitFor(() => expect(select('Year').value).toBe('2019'));
    expect([select('Vehicle type').value, select('Make').value, select('Model').value]).toEqual([
      'motorcycle',
      'bajaj',
      'bajaj-pulsar-150',
    ]);

    const front = screen.getByTestId('fitment-front');
    expect(within(front).getByRole('heading', { level: 2 }).textContent).toBe('Front tyre: 90/90-17');
    expect(
      within(front)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Trail X 90/90-17 TT', 'StreetSport 90/90-17 TL', 'RoadGrip 90/90-17 TT']);
    expect(
      within(front)
        .getAllByRole('button', { name: /Add to cart|Out of stock/ })
        .map((b) => b.textContent),
    ).toEqual(['Add to cart', 'Add to cart', 'Out of stock']);
    // 3 of 15 shown: the rest through the size search of the tyres' category and rim
    const more = within(front).getByRole('link', { name: 'All 15 tyres in 90/90-17' });
    expect(more.getAttribute('href')).toBe(
      `/finder?category=motorcycle&rim=17&tyreSize=${pulsar2019.fitments[0]!.size.tyreSizeIds[0]}`,
    );

    const rear = screen.getByTestId('fitment-rear');
    expect(within(rear).getByRole('heading', { level: 2 }).textContent).toBe('Rear tyre: 120/80-17');
    expect(within(rear).getByText('Also fits: 100/90-17')).toBeTruthy();
    expect(within(rear).getByText('Tyres in the other sizes that fit (100/90-17)')).toBeTruthy();
    expect(within(rear).getByRole('heading', { level: 3, name: 'RoadGrip 100/90-17 TT' })).toBeTruthy();
  });

  it('adds a pair (front and rear, one range when it can) in one action, and single tyres too', async () => {
    finder('/finder?tab=vehicle&vehicle=bajaj-pulsar-150&year=2019');
    const pair = await screen.findByRole('region', { name: 'Add a pair' });
    // a front of the rear's range is picked first; out-of-stock tyres are not offered
    expect((within(pair).getByRole('combobox', { name: 'Front tyre' }) as HTMLSelectElement).value).toBe(
      streetFront._id,
    );
    expect(
      [...(within(pair).getByRole('combobox', { name: 'Front tyre' }) as HTMLSelectElement).options].map(
        (o) => o.textContent,
      ),
    ).toEqual(['Trail X 90/90-17 TT — BDT 2,100/-', 'StreetSport 90/90-17 TL — BDT 2,600/-']);
    const rearSelect = within(pair).getByRole('combobox', { name: 'Rear tyre' }) as HTMLSelectElement;
    expect([...rearSelect.querySelectorAll('optgroup')].map((group) => group.label)).toEqual([
      '120/80-17',
      '100/90-17',
    ]);
    expect(within(pair).getByText('BDT 6,500/-')).toBeTruthy();

    fireEvent.click(within(pair).getByRole('button', { name: 'Add the pair to cart' }));
    expect(cart()).toEqual([
      ['StreetSport 90/90-17 TL', 1],
      ['StreetSport 120/80-17 TL', 1],
    ]);
    expect(
      await screen.findByText(
        'The pair is in your cart: StreetSport 90/90-17 TL (front) and StreetSport 120/80-17 TL (rear).',
      ),
    ).toBeTruthy();

    // the only StreetSport rear is in the cart now: a second pair adds nothing at all
    fireEvent.click(within(pair).getByRole('button', { name: 'Add the pair to cart' }));
    expect(
      await screen.findByText('Only 1 of StreetSport 120/80-17 TL in stock; your cart already has 1.'),
    ).toBeTruthy();
    expect(cart()).toEqual([
      ['StreetSport 90/90-17 TL', 1],
      ['StreetSport 120/80-17 TL', 1],
    ]);

    // another pair, the rear from the alternative size; and one tyre on its own
    fireEvent.change(rearSelect, { target: { value: roadRear._id } });
    fireEvent.change(within(pair).getByRole('combobox', { name: 'Front tyre' }), {
      target: { value: trailFront._id },
    });
    expect(within(pair).getByText('BDT 5,000/-')).toBeTruthy();
    fireEvent.click(within(pair).getByRole('button', { name: 'Add the pair to cart' }));
    fireEvent.click(
      within(screen.getByTestId('fitment-front')).getAllByRole('button', { name: 'Add to cart' })[0]!,
    );
    expect(cart()).toEqual([
      ['StreetSport 90/90-17 TL', 1],
      ['StreetSport 120/80-17 TL', 1],
      ['Trail X 90/90-17 TT', 2],
      ['RoadGrip 100/90-17 TT', 1],
    ]);
  });

  it('remembers the vehicle chosen in the form on this browser and offers it next time, until it is forgotten', async () => {
    // a vehicle opened from a link (a product's "Fits", a shared address) is only looked at
    const shared = finder('/finder?tab=vehicle&vehicle=bajaj-pulsar-150&year=2019');
    await screen.findByRole('heading', { level: 1, name: 'Tyres for Bajaj Pulsar 150 (2019)' });
    expect(localStorage.getItem(myVehicleStorageKey)).toBeNull();
    shared.unmount();

    const chosen = finder('/finder?tab=vehicle');
    await screen.findByRole('option', { name: 'Motorcycle' });
    fireEvent.change(select('Vehicle type'), { target: { value: 'motorcycle' } });
    await waitFor(() => expect(select('Make').disabled).toBe(false));
    fireEvent.change(select('Make'), { target: { value: 'bajaj' } });
    await waitFor(() => expect(select('Model').disabled).toBe(false));
    fireEvent.change(select('Model'), { target: { value: 'bajaj-pulsar-150' } });
    fireEvent.change(select('Year'), { target: { value: '2019' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find tyres' }));
    await screen.findByRole('heading', { level: 1, name: 'Tyres for Bajaj Pulsar 150 (2019)' });
    expect(JSON.parse(localStorage.getItem(myVehicleStorageKey)!)).toEqual({
      model: 'bajaj-pulsar-150',
      year: 2019,
      makeName: 'Bajaj',
      makeNameBn: 'বাজাজ',
      name: 'Pulsar 150',
      nameBn: 'পালসার ১৫০',
    });
    // on its own page, the vehicle is not offered again
    expect(screen.getByText('Bajaj Pulsar 150 (2019)')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Show its tyres' })).toBeNull();
    chosen.unmount();

    finder('/finder');
    expect(await screen.findByText('Bajaj Pulsar 150 (2019)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Show its tyres' }).getAttribute('href')).toBe(
      '/finder?tab=vehicle&vehicle=bajaj-pulsar-150&year=2019',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Forget my vehicle, Bajaj Pulsar 150 (2019)' }));
    await waitFor(() => expect(screen.queryByText('Bajaj Pulsar 150 (2019)')).toBeNull());
    expect(localStorage.getItem(myVehicleStorageKey)).toBeNull();
  });

  it('when no tyre of the vehicle’s sizes is in the shop, then it says so and offers the size search', async () => {
    api.on('GET /vehicles/fitment', () => ({
      body: {
        model: pulsar,
        year: 2019,
        fitments: [
          fitment('front', fitmentSize('90/90-17', 17)),
          fitment('rear', fitmentSize('120/80-17', 17)),
        ],
      },
    }));
    finder('/finder?tab=vehicle&vehicle=bajaj-pulsar-150&year=2019');
    expect(
      await screen.findByText('We have no tyres for the Bajaj Pulsar 150 (2019) right now.'),
    ).toBeTruthy();
    const search = screen.getAllByRole('link', { name: 'Search by size' });
    expect(search[0]!.getAttribute('href')).toBe('/finder?category=motorcycle&rim=17');
    expect(screen.getByText('No 120/80-17 tyres in the shop right now.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Add a pair' })).toBeNull();
    expect(screen.getByText(/No front and rear pair is in stock right now/)).toBeTruthy();

    // the size search opens prefilled
    fireEvent.click(search[0]!);
    await waitFor(() => expect(location()).toBe('/finder?category=motorcycle&rim=17'));
    await waitFor(() => expect(select('Category').value).toBe('motorcycle'));
  });

  it('when the shop knows no size of the vehicle, or not the vehicle, then it says so', async () => {
    api.on('GET /vehicles/fitment', ({ query }) =>
      query.get('model') === 'bajaj-discover-125'
        ? { body: { model: discover, year: 2016, fitments: [] } }
        : { status: 404, body: { message: 'Vehicle model not found', code: 'not_found' } },
    );
    const known = finder('/finder?tab=vehicle&vehicle=bajaj-discover-125&year=2016');
    expect(
      await screen.findByText('We do not know the tyre sizes of the Bajaj Discover 125 (2016) yet.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search by size' }).getAttribute('href')).toBe(
      '/finder?category=motorcycle',
    );
    known.unmount();
    finder('/finder?tab=vehicle&vehicle=no-such-bike');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We do not know that vehicle. Choose it again above.',
    );
    expect(screen.getByRole('form', { name: 'Find tyres by vehicle' })).toBeTruthy();
  });

  it('without a year: every year range of the model, and the pair asks for the year', async () => {
    api.on('GET /vehicles/fitment', () => ({
      body: {
        model: pulsar,
        year: null,
        fitments: [
          fitment('front', fitmentSize('90/90-17', 17, [trailFront])),
          fitment('front', fitmentSize('2.75-17', 17), { yearFrom: 2003, yearTo: 2018 }),
          fitment('rear', fitmentSize('120/80-17', 17, [streetRear])),
        ],
      },
    }));
    finder('/finder?tab=vehicle&vehicle=bajaj-pulsar-150');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tyres for Bajaj Pulsar 150' })).toBeTruthy();
    expect(screen.getAllByText('2019 on')).toHaveLength(2);
    expect(screen.getByText('2003–2018')).toBeTruthy();
    expect(
      screen.getByText("Choose your vehicle's year to add a front and rear pair in one go."),
    ).toBeTruthy();
    expect(select('Year').value).toBe('');
  });

  it('in Bangla: the make and model by their Bangla names, years in Bangla digits', async () => {
    await act(() => changeLanguage('bn'));
    finder('/finder?tab=vehicle&vehicle=bajaj-pulsar-150&year=2019');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'বাজাজ পালসার ১৫০ (২০১৯)-এর টায়ার' }),
    ).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'গাড়ি দিয়ে' }).getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(select('সাল').value).toBe('2019'));
    expect(options('গাড়ির ধরন')).toContain('মোটরসাইকেল');
    expect(options('কোম্পানি')).toContain('বাজাজ');
    // a model without a Bangla name keeps its English one
    expect(options('মডেল')).toEqual(['মডেল বেছে নিন', 'Discover 125', 'পালসার ১৫০']);
    expect(options('সাল')).toContain('২০১৯ · Twin Disc');
    expect(screen.getByRole('heading', { level: 2, name: 'সামনের টায়ার: 90/90-17' })).toBeTruthy();
  });
});
