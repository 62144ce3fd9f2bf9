import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { categoryOf } from '../../../../testing/fixtures';
import { testApiForFile } from '@tyre/test-kit';
import { renderScreen } from '../../../../testing/render-screen';
import { CategoriesPage } from '../categories-page';

const moto = categoryOf('Motorcycle', 'motorcycle');
const inUse = 'This category is used by 3 products, 2 tyre ranges; move or delete them first';

const fake = testApiForFile((api) => {
  api.on('GET /category', { body: [moto] });
  api.on('DELETE /category/:slug', { status: 409, body: { message: inUse, code: 'conflict' } });
  api.on('PUT /category/:slug', ({ body }) => ({
    body: { ...moto, ...(JSON.parse(body) as object) },
  }));
});

describe('the categories screen', () => {
  it('when a category in use is deleted, then the server’s reason shows in an error toast and it stays', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen('/dashboard/categories', { '/dashboard/categories': <CategoriesPage /> });
    await user.click(await screen.findByRole('button', { name: 'Delete Motorcycle' }));
    const confirm = await screen.findAllByRole('button', { name: 'Delete' });
    await user.click(confirm[confirm.length - 1] as HTMLElement);
    expect(await screen.findByText(inUse, { selector: '.Toastify *' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Motorcycle' })).toBeTruthy();
  });

  it('an edit checks the name with the contract, then sends only what changed', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen('/dashboard/categories', { '/dashboard/categories': <CategoriesPage /> });
    await user.click(await screen.findByRole('button', { name: 'Edit Motorcycle' }));
    const name = await screen.findByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'M');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name must be at least 2 characters')).toBeTruthy();
    expect(fake.requests.filter((r) => r.method === 'PUT')).toEqual([]);

    await user.type(name, 'otorbike');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Category updated', { selector: '.Toastify *' })).toBeTruthy();
    await waitFor(() =>
      expect(
        fake.requests.filter((r) => r.method === 'PUT').map((r) => JSON.parse(r.body) as unknown),
      ).toEqual([{ name: 'Motorbike' }]),
    );
  });

  it('when an admin writes the Bangla name and description, then the form shows them and sends only those', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen('/dashboard/categories', { '/dashboard/categories': <CategoriesPage /> });
    await user.click(await screen.findByRole('button', { name: 'Edit Motorcycle' }));
    const nameBn = await screen.findByLabelText('Name (Bangla)');
    expect(nameBn.getAttribute('lang')).toBe('bn');
    await user.type(nameBn, 'মোটরসাইকেল টায়ার');
    await user.type(screen.getByLabelText('Description (Bangla)'), 'কমিউটার বাইকের টায়ার');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Category updated', { selector: '.Toastify *' })).toBeTruthy();
    await waitFor(() =>
      expect(
        fake.requests.filter((r) => r.method === 'PUT').map((r) => JSON.parse(r.body) as unknown),
      ).toContainEqual({ nameBn: 'মোটরসাইকেল টায়ার', descriptionBn: 'কমিউটার বাইকের টায়ার' }),
    );
  });

  it('when the Bangla name is one letter, then the contract refuses it before sending', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen('/dashboard/categories', { '/dashboard/categories': <CategoriesPage /> });
    await user.click(await screen.findByRole('button', { name: 'New category' }));
    await user.type(await screen.findByLabelText('Name'), 'Scooter');
    await user.type(screen.getByLabelText('Name (Bangla)'), 'ক');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name (Bangla) must be at least 2 characters')).toBeTruthy();
    expect(fake.requests.filter((r) => r.method === 'POST')).toEqual([]);
  });
});
