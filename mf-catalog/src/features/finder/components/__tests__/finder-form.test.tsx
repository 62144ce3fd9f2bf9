import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { category, tyreSize } from '../../../../testing/fixtures';
import { renderAt } from '../../../../testing/render-at';
import { testApiForFile } from '@tyre/test-kit';
import { FinderForm } from '../finder-form';

const sizes = [
  tyreSize('2.75-17', 17),
  tyreSize('90/90-17', 17),
  tyreSize('3.00-18', 18),
  tyreSize('90/90-10', 10),
];

const api = testApiForFile({
  'GET /category': () => ({
    body: [category('Motorcycle', 'motorcycle', 1), category('Tractor & Farm', 'tractor-farm', 7)],
  }),
  'GET /size': ({ query }) => ({ body: query.get('category') === 'motorcycle' ? sizes : [] }),
});

const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const options = (name: string) => [...select(name).options].map((option) => option.textContent);

describe('the finder form', () => {
  it('offers category first, then rims read from the sizes and the sizes of the rim, and opens the finder', async () => {
    renderAt('/', '/', <FinderForm />);
    await screen.findByRole('option', { name: 'Motorcycle' });
    expect(screen.queryByRole('combobox', { name: 'Rim' })).toBeNull();

    fireEvent.change(select('Category'), { target: { value: 'motorcycle' } });
    // the rim field holds its place, disabled, while the sizes load
    await waitFor(() => expect(select('Rim').disabled).toBe(false));
    expect(api.urls()).toContain('/size?category=motorcycle');
    expect(options('Rim')).toEqual(['Any rim', '10 inch', '17 inch', '18 inch']);

    fireEvent.change(select('Rim'), { target: { value: '17' } });
    expect(options('Tyre size')).toEqual(['Any size', '2.75-17', '90/90-17']);
    fireEvent.change(select('Tyre size'), { target: { value: sizes[1]?._id } });
    fireEvent.click(screen.getByRole('button', { name: 'Find tyres' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        `/finder?category=motorcycle&rim=17&tyreSize=${sizes[1]?._id}`,
      ),
    );
  });

  it('when the category has no sizes, then there is no rim or size to choose', async () => {
    renderAt('/', '/', <FinderForm />);
    await screen.findByRole('option', { name: 'Tractor & Farm' });
    fireEvent.change(select('Category'), { target: { value: 'tractor-farm' } });
    await waitFor(() => expect(api.urls()).toContain('/size?category=tractor-farm'));
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading sizes' })).toBeNull());
    expect(screen.queryByRole('combobox', { name: 'Rim' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Find tyres' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/finder?category=tractor-farm'),
    );
  });
});
