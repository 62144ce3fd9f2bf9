import { fireEvent, screen, waitFor } from '@testing-library/react';
import { testApiForFile } from '@tyre/test-kit';
import { afterEach, describe, expect, it } from 'vitest';
import { category, vehicleMake, vehicleModel, vehicleType } from '../../../../testing/fixtures';
import { renderAt } from '../../../../testing/render-at';
import { myVehicleStorageKey } from '../../my-vehicle';
import { FinderWidget } from '../finder-widget';

const api = testApiForFile({
  'GET /category': () => ({ body: [category('Motorcycle', 'motorcycle')] }),
  'GET /vehicles/types': () => ({ body: [vehicleType('Motorcycle', 'motorcycle')] }),
  'GET /vehicles/makes': () => ({ body: [vehicleMake('Bajaj', 'bajaj')] }),
  'GET /vehicles/models': () => ({ body: [vehicleModel()] }),
});

afterEach(() => localStorage.clear());

const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;

describe('the home page’s finder', () => {
  it('opens by size; by vehicle it asks the vehicle lists only once that tab is chosen, then leads to /finder with the vehicle in the URL', async () => {
    renderAt('/', '/', <FinderWidget />);
    expect(await screen.findByRole('form', { name: 'Tyre finder' })).toBeTruthy();
    await screen.findByRole('option', { name: 'Motorcycle' });
    expect(api.urls('/vehicles')).toEqual([]);

    fireEvent.click(screen.getByRole('tab', { name: 'By vehicle' }));
    expect(await screen.findByRole('form', { name: 'Find tyres by vehicle' })).toBeTruthy();
    await screen.findByRole('option', { name: 'Motorcycle' });
    fireEvent.change(select('Vehicle type'), { target: { value: 'motorcycle' } });
    await waitFor(() => expect(select('Make').disabled).toBe(false));
    fireEvent.change(select('Make'), { target: { value: 'bajaj' } });
    await waitFor(() => expect(select('Model').disabled).toBe(false));
    fireEvent.change(select('Model'), { target: { value: 'bajaj-pulsar-150' } });
    fireEvent.change(select('Year'), { target: { value: '2019' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find tyres' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/finder?tab=vehicle&vehicle=bajaj-pulsar-150&year=2019',
      ),
    );
  });

  it('offers the vehicle remembered on this browser', async () => {
    localStorage.setItem(
      myVehicleStorageKey,
      JSON.stringify({
        model: 'toyota-axio',
        year: 2016,
        makeName: 'Toyota',
        makeNameBn: 'টয়োটা',
        name: 'Axio',
        nameBn: 'এক্সিও',
      }),
    );
    renderAt('/', '/', <FinderWidget />);
    expect((await screen.findByText(/My vehicle:/)).textContent).toBe('My vehicle: Toyota Axio (2016)');
    fireEvent.click(screen.getByRole('link', { name: 'Show its tyres' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/finder?tab=vehicle&vehicle=toyota-axio&year=2016',
      ),
    );
  });
});
