import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TyreRange } from '@tyre/contracts';
import { multipartFields, testApiForFile } from '@tyre/test-kit';
import { categoryOf } from '../../../../testing/fixtures';
import { renderScreen } from '../../../../testing/render-screen';
import { TyreRangesPage } from '../tyre-ranges-page';

const moto = categoryOf('Motorcycle', 'motorcycle');
const range: TyreRange = {
  _id: 'b'.repeat(24),
  name: 'RoadGrip',
  nameBn: 'রোডগ্রিপ',
  slug: 'roadgrip',
  categoryId: moto._id,
  categoryName: moto.name,
  categoryNameBn: '',
  categorySlug: moto.slug,
  description: 'Commuter tyre',
  descriptionBn: '',
  features: ['Grip'],
  image: null,
  createdAt: moto.createdAt,
  updatedAt: moto.updatedAt,
};

const fake = testApiForFile((api) => {
  api.on('GET /category', { body: [moto] });
  api.on('GET /tires', { body: [range] });
  api.on('PUT /tires/:slug', { body: range });
});

describe('the tyre ranges screen', () => {
  it('when a range is edited, then its Bangla name fills the form and only the changed Bangla description is sent', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen('/dashboard/tire_range', { '/dashboard/tire_range': <TyreRangesPage /> });
    await user.click(await screen.findByRole('button', { name: 'Edit RoadGrip' }));
    expect((await screen.findByLabelText<HTMLInputElement>('Name (Bangla)')).value).toBe('রোডগ্রিপ');
    await user.type(screen.getByLabelText('Description (Bangla)'), 'প্রতিদিনের কমিউটার টায়ার');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Tyre range updated', { selector: '.Toastify *' })).toBeTruthy();
    await waitFor(() => expect(fake.requests.filter((r) => r.method === 'PUT')).toHaveLength(1));
    const sent = multipartFields(fake.requests.find((r) => r.method === 'PUT')!.body);
    expect(sent).toEqual({ descriptionBn: ['প্রতিদিনের কমিউটার টায়ার'] });
  });
});
