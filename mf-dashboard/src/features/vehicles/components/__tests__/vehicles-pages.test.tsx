import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { VehicleFitment, VehicleMake } from '@tyre/contracts';
import { changeLanguage } from '@tyre/web-kit';
import { failure, listPage, multipartFields, multipartFiles, testApiForFile } from '@tyre/test-kit';
import { categoryOf, vehicleFitmentOf, vehicleMakeOf, vehicleModelOf } from '../../../../testing/fixtures';
import { renderScreen } from '../../../../testing/render-screen';
import { VehicleFitmentsPage } from '../vehicle-fitments-page';
import { VehicleMakesPage } from '../vehicle-makes-page';
import { VehicleModelsPage } from '../vehicle-models-page';

const motorcycle = categoryOf('Motorcycle', 'motorcycle');
const car = categoryOf('Passenger Car', 'passenger-car');
const bajaj = vehicleMakeOf('Bajaj', {
  nameBn: 'বাজাজ',
  types: ['motorcycle', 'three-wheeler'],
  modelCount: 2,
});
const toyota = vehicleMakeOf('Toyota', { nameBn: 'টয়োটা', types: ['passenger-car'], modelCount: 1 });
const pulsar = vehicleModelOf(bajaj, 'Pulsar 150', { nameBn: 'পালসার ১৫০', yearFrom: 2003 });
const front = vehicleFitmentOf(pulsar, 'front', '90/90-17', { yearFrom: 2019 });
const rear = vehicleFitmentOf(pulsar, 'rear', '120/80-17', { yearFrom: 2019, alternatives: ['100/90-17'] });

/** The vehicles as the API keeps them, changed by the screens' requests; an import of a file with "bad" in it is refused. */
const fake = testApiForFile((api) => {
  let makes: VehicleMake[] = [bajaj, toyota];
  let fitments: VehicleFitment[] = [front, rear];
  api.on('GET /category', { body: [motorcycle, car] });
  api.on('GET /vehicles/makes/all', ({ query }) => {
    const search = query.get('search')?.toLowerCase() ?? '';
    return listPage(makes.filter((make) => make.name.toLowerCase().includes(search)));
  });
  api.on('POST /vehicles/makes', ({ body }) => {
    const made = vehicleMakeOf('', JSON.parse(body) as Partial<VehicleMake>);
    makes = [...makes, made];
    return { status: 201, body: made };
  });
  api.on('PUT /vehicles/makes/:id', ({ body }) => ({
    body: { ...bajaj, ...(JSON.parse(body) as object) },
  }));
  api.on('DELETE /vehicles/makes/:id', failure(409, 'This make has 2 models; delete them first', 'conflict'));
  api.on('GET /vehicles/models/all', listPage([pulsar]));
  api.on('POST /vehicles/models', ({ body }) => ({
    status: 201,
    body: vehicleModelOf(bajaj, (JSON.parse(body) as { name: string }).name),
  }));
  api.on('GET /vehicles/fitments', () => listPage(fitments));
  api.on('POST /vehicles/fitments/import', async ({ body }) => {
    if (body.includes('middle'))
      return {
        status: 400,
        body: {
          message: 'Nothing was imported: the file has wrong lines (3)',
          code: 'invalid_data',
          messageCode: 'vehicles.importFailed',
          messageParams: { count: '3' },
          fields: {
            'line 12': 'repeats line 4',
            'line 3: position': 'must be front, rear or all',
            'line 9: model': 'does not exist',
          },
          fieldIssues: {
            'line 12': { code: 'repeatsLine', params: { line: '4' } },
            'line 3: position': { code: 'position' },
            'line 9: model': { code: 'notExist' },
          },
        },
      };
    fitments = [...fitments, vehicleFitmentOf(pulsar, 'front', '2.75-17', { yearFrom: 2003, yearTo: 2018 })];
    return {
      body: { message: 'Fitments imported', rows: 2, created: 1, updated: 0, unchanged: 1, removed: 0 },
    };
  });
});

afterEach(async () => {
  await act(() => changeLanguage('en'));
});

const sent = (method: string, path: string) =>
  fake.requests
    .filter((r) => r.method === method && r.path.startsWith(path))
    .map((r) => (r.body ? (JSON.parse(r.body) as unknown) : null));
/** The list requests of the fitments (not the import's). */
const listRequests = () =>
  fake.urls('/vehicles/fitments').filter((url) => url.startsWith('/vehicles/fitments?'));
const csv = (lines: string[]) =>
  new File([['make,model,yearFrom,yearTo,position,size,alternatives', ...lines].join('\n')], 'fitments.csv', {
    type: 'text/csv',
  });

describe('the vehicle makes screen', () => {
  it('lists the makes with their Bangla names, types and models, and links the three vehicle screens', async () => {
    renderScreen('/dashboard/vehicles', { '/dashboard/vehicles': <VehicleMakesPage /> });
    const row = (await screen.findByRole('cell', { name: 'Bajaj' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('বাজাজ').getAttribute('lang')).toBe('bn');
    expect(within(row).getByText('Motorcycle')).toBeTruthy();
    expect(within(row).getByText('three-wheeler')).toBeTruthy();
    expect(screen.getByText('2 makes')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Vehicle screens' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/dashboard/vehicles', '/dashboard/vehicles/models', '/dashboard/vehicles/fitments']);
    expect(within(nav).getByRole('link', { name: 'Makes' }).getAttribute('aria-current')).toBe('page');
  });

  it('adds a make, sends only what changed on an edit, and shows why a make with models cannot go', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen('/dashboard/vehicles', { '/dashboard/vehicles': <VehicleMakesPage /> });
    await user.click(await screen.findByRole('button', { name: 'New make' }));
    await user.type(await screen.findByLabelText('Name'), 'Walton');
    await user.type(screen.getByLabelText('Name (Bangla)'), 'ওয়ালটন');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Make added', { selector: '.Toastify *' })).toBeTruthy();
    expect(sent('POST', '/vehicles/makes')).toEqual([{ name: 'Walton', nameBn: 'ওয়ালটন' }]);

    await user.click(await screen.findByRole('button', { name: 'Edit Bajaj' }));
    const bangla = await screen.findByLabelText('Name (Bangla)');
    await user.clear(bangla);
    await user.type(bangla, 'বাজাজ অটো');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Make updated', { selector: '.Toastify *' })).toBeTruthy();
    expect(sent('PUT', `/vehicles/makes/${bajaj._id}`)).toEqual([{ nameBn: 'বাজাজ অটো' }]);

    // the list loads again after the edit; its rows take presses once it is in
    await waitFor(() => expect(document.querySelector('.ant-spin-spinning')).toBeNull());
    const row = (await screen.findByRole('cell', { name: 'Bajaj' })).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: /Delete/ }));
    await user.click(await screen.findByRole('button', { name: 'Delete', hidden: false }));
    expect(
      await screen.findByText('This make has 2 models; delete them first', { selector: '.Toastify *' }),
    ).toBeTruthy();
  });
});

describe('the vehicle models screen', () => {
  it('adds a model with its make, type, years and a generation, the years as numbers', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen('/dashboard/vehicles/models', { '/dashboard/vehicles/models': <VehicleModelsPage /> });
    expect(await screen.findByRole('cell', { name: 'Bajaj Pulsar 150' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'New model' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: 'Make' }));
    await user.click(await screen.findByTitle('Bajaj'));
    await user.click(within(dialog).getByRole('combobox', { name: 'Vehicle type' }));
    await user.click(await screen.findByTitle('Motorcycle'));
    await user.type(within(dialog).getByLabelText('Model'), 'Pulsar N160');
    await user.type(within(dialog).getByLabelText('First year'), '2022');
    await user.click(within(dialog).getByRole('button', { name: 'Add a generation' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Generation 1' }), 'Dual channel ABS');
    await user.type(within(dialog).getByRole('spinbutton', { name: 'First year 1' }), '2023');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Model added', { selector: '.Toastify *' })).toBeTruthy();
    expect(sent('POST', '/vehicles/models')).toEqual([
      {
        make: bajaj._id,
        type: motorcycle._id,
        name: 'Pulsar N160',
        nameBn: '',
        yearFrom: 2022,
        yearTo: null,
        generations: [{ name: 'Dual channel ABS', yearFrom: 2023, yearTo: null }],
      },
    ]);
  });

  it('when the first year is left out, then the contract says so under the field and nothing is sent', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen('/dashboard/vehicles/models', { '/dashboard/vehicles/models': <VehicleModelsPage /> });
    await user.click(await screen.findByRole('button', { name: 'New model' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Model'), 'Platina 110');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('First year is required')).toBeTruthy();
    expect(sent('POST', '/vehicles/models')).toEqual([]);
  });
});

describe('the fitments screen', () => {
  it('lists each model’s sizes per position and years', async () => {
    renderScreen('/dashboard/vehicles/fitments', { '/dashboard/vehicles/fitments': <VehicleFitmentsPage /> });
    const rows = await screen.findAllByRole('cell', { name: 'Bajaj Pulsar 150' });
    const second = rows[1]!.closest('tr') as HTMLElement;
    expect(within(second).getByText('Rear')).toBeTruthy();
    expect(within(second).getByText('2019 to date')).toBeTruthy();
    expect(within(second).getByText('120/80-17')).toBeTruthy();
    expect(within(second).getByText('100/90-17')).toBeTruthy();
  });

  it('imports a CSV: a file with wrong lines lists them by line and changes nothing; a good file imports and the list follows', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen('/dashboard/vehicles/fitments', { '/dashboard/vehicles/fitments': <VehicleFitmentsPage /> });
    await screen.findAllByRole('cell', { name: 'Bajaj Pulsar 150' });
    const panel = screen.getByRole('region', { name: 'Import fitments from a CSV file' });

    // nothing chosen yet: it says so
    await user.click(within(panel).getByRole('button', { name: 'Import' }));
    expect(await within(panel).findByText('Choose a CSV file first')).toBeTruthy();

    await user.upload(
      within(panel).getByLabelText('CSV file'),
      csv(['Bajaj,Pulsar 150,2019,,front,90/90-17,', 'Bajaj,Pulsar 150,2019,,middle,120/80-17,']),
    );
    await user.click(within(panel).getByRole('radio', { name: /Replace/ }));
    await user.click(within(panel).getByRole('button', { name: 'Import' }));
    const refused = await within(panel).findByRole('alert');
    expect(within(refused).getByText('Nothing was imported: the file has wrong lines (3)')).toBeTruthy();
    expect(
      within(within(refused).getByRole('list', { name: 'The lines to fix' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Line 3, position: must be front, rear or all',
      'Line 9, model: does not exist',
      'Line 12: repeats line 4',
    ]);
    const request = fake.requests.find((r) => r.path === '/vehicles/fitments/import')!;
    expect(multipartFields(request.body)).toEqual({ mode: ['replace'] });
    expect(multipartFiles(request.body)).toEqual({ file: ['fitments.csv'] });
    // the list was not asked again
    expect(listRequests()).toHaveLength(1);
    expect(screen.getAllByRole('cell', { name: 'Bajaj Pulsar 150' })).toHaveLength(2);

    await user.upload(
      within(panel).getByLabelText('CSV file'),
      csv(['Bajaj,Pulsar 150,2019,,front,90/90-17,', 'Bajaj,Pulsar 150,2003,2018,front,2.75-17,']),
    );
    // (antd's loading icon may still be fading out of the button's name)
    await user.click(within(panel).getByRole('button', { name: /Import$/ }));
    expect((await within(panel).findByRole('status')).textContent).toContain(
      'Imported 2 rows: 1 added, 0 updated, 1 unchanged, 0 removed.',
    );
    await waitFor(() => expect(screen.getAllByRole('cell', { name: 'Bajaj Pulsar 150' })).toHaveLength(3));
    expect(within(panel).queryByRole('alert')).toBeNull();
  }, 90_000);

  it('in Bangla, a refused file’s lines read in Bangla (line numbers in Bangla digits)', async () => {
    const user = userEvent.setup({ delay: null });
    await act(() => changeLanguage('bn'));
    renderScreen('/dashboard/vehicles/fitments', { '/dashboard/vehicles/fitments': <VehicleFitmentsPage /> });
    const panel = await screen.findByRole('region', { name: 'CSV ফাইল থেকে টায়ারের মাপ আনুন' });
    await user.upload(
      within(panel).getByLabelText('CSV ফাইল'),
      csv(['Bajaj,Pulsar 150,2019,,middle,120/80-17,']),
    );
    await user.click(within(panel).getByRole('button', { name: 'আনুন' }));
    const refused = await within(panel).findByRole('alert');
    const lines = within(refused)
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '');
    expect(lines.map((line) => line.split(':')[0])).toEqual(['লাইন ৩, position', 'লাইন ৯, model', 'লাইন ১২']);
    // the texts are the error catalogue's Bangla, not the API's English
    expect(lines.join(' ')).not.toMatch(/must be|does not exist|repeats/);
    expect(within(refused).queryByText(/Nothing was imported/)).toBeNull();
  });

  it('asks the fitments of a tyre size however it is written, and says when the text is no size', async () => {
    renderScreen('/dashboard/vehicles/fitments?size=90%2F90%2017', {
      '/dashboard/vehicles/fitments': <VehicleFitmentsPage />,
    });
    await screen.findAllByRole('cell', { name: 'Bajaj Pulsar 150' });
    expect(listRequests()).toEqual(['/vehicles/fitments?page=0&size=50&sizeLabel=90%2F90+17']);
    const search = screen.getByRole('searchbox', { name: 'Find a tyre size' });
    fireEvent.change(search, { target: { value: 'pulsar' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(await screen.findByText('Write a tyre size like 90/90-17 or 185/65 R15')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/dashboard/vehicles/fitments?size=pulsar');
  });
});
