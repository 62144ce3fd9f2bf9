import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Banner } from '@tyre/contracts';
import { multipartFields, multipartFiles, ok, testApiForFile } from '@tyre/test-kit';
import { renderScreen } from '../../../../testing/render-screen';
import { BannersPage } from '../banners-page';

const bannerOf = (n: number, extra: Partial<Banner> = {}): Banner => ({
  _id: String(n).repeat(24),
  title: `Banner title ${n}`,
  titleBn: '',
  link: '',
  image: `${String(n).repeat(32)}.webp`,
  variants: [{ width: 640, file: `${String(n).repeat(32)}-640.webp` }],
  preview: `${String(n).repeat(32)}-preview.webp`,
  active: true,
  order: n,
  createdAt: '2025-03-01T10:00:00.000Z',
  updatedAt: '2025-03-01T10:00:00.000Z',
  ...extra,
});
const banners = [bannerOf(1), bannerOf(2), bannerOf(3, { active: false })];

const fake = testApiForFile((api) => {
  api.on('GET /banners', ok(banners));
  api.on('PUT /banners/order', ok(banners));
  api.on('PUT /banners/:id', ok({ ...banners[2], active: true }));
  api.on('POST /banners', { status: 201, body: { ...bannerOf(4), message: 'Banner added' } });
});

const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])], 'wide.png', {
    type: 'image/png',
  });

describe('the banner screen', () => {
  it('when it opens, then every banner shows in order with its preview, the inactive ones too', async () => {
    renderScreen('/dashboard/banner', { '/dashboard/banner': <BannersPage /> });
    const row = (await screen.findByText('Banner title 3')).closest('tr') as HTMLElement;
    expect(within(row).getByText('inactive')).toBeTruthy();
    expect(fake.requests[0]?.query.get('all')).toBe('1');
    const first = screen.getByText('Banner title 1').closest('tr') as HTMLElement;
    expect(first.querySelector('img')?.getAttribute('src')).toBe(
      `http://api.test/api/v1/files/${banners[0]?.variants[0]?.file}`,
    );
  });

  it('when a banner is moved down, then the new order of every id is sent', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen('/dashboard/banner', { '/dashboard/banner': <BannersPage /> });
    await user.click(await screen.findByRole('button', { name: 'Move Banner title 1 down' }));
    expect(await screen.findByText('Order saved', { selector: '.Toastify *' })).toBeTruthy();
    const put = fake.requests.find((r) => r.path === '/banners/order');
    expect(JSON.parse(put?.body ?? '{}')).toEqual({
      ids: [banners[1]?._id, banners[0]?._id, banners[2]?._id],
    });
  });

  it('when an inactive banner is activated, then { active: true } is sent', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen('/dashboard/banner', { '/dashboard/banner': <BannersPage /> });
    await user.click(await screen.findByRole('button', { name: 'Activate Banner title 3' }));
    expect(await screen.findByText('Banner activated', { selector: '.Toastify *' })).toBeTruthy();
    const put = fake.requests.find((r) => r.method === 'PUT' && r.path === `/banners/${banners[2]?._id}`);
    expect(JSON.parse(put?.body ?? '{}')).toEqual({ active: true });
  });

  it('when a banner is created with a Bangla title, then the Bangla title goes beside the English one', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen('/dashboard/banner', { '/dashboard/banner': <BannersPage /> });
    await screen.findByText('Banner title 1');
    const input = screen
      .getByText('Image', { selector: 'label' })
      .closest('.ant-form-item')
      ?.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(input, png());
    await user.type(screen.getByLabelText('Title'), 'Rain-ready');
    await user.type(screen.getByLabelText('Title in Bangla'), 'বর্ষার জন্য তৈরি');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Banner created', { selector: '.Toastify *' })).toBeTruthy();
    const post = fake.requests.find((r) => r.method === 'POST');
    expect(multipartFields(post?.body ?? '')).toEqual({ title: ['Rain-ready'], titleBn: ['বর্ষার জন্য তৈরি'] });
  });

  it('when a banner is created, then the image, title and link go as multipart; a link must be http(s)', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen('/dashboard/banner', { '/dashboard/banner': <BannersPage /> });
    await screen.findByText('Banner title 1');
    const input = screen
      .getByText('Image', { selector: 'label' })
      .closest('.ant-form-item')
      ?.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(input, png());
    await user.type(screen.getByLabelText('Title'), 'Rain-ready');
    await user.type(screen.getByLabelText('Link'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(screen.getByText('Link', { selector: 'label' }).closest('.ant-form-item')?.textContent).toMatch(
        /Link must be/,
      ),
    );
    expect(fake.requests.filter((r) => r.method === 'POST')).toEqual([]);
    await user.clear(screen.getByLabelText('Link'));
    await user.type(screen.getByLabelText('Link'), 'https://example.com/rain');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Banner created', { selector: '.Toastify *' })).toBeTruthy();
    const post = fake.requests.find((r) => r.method === 'POST');
    expect(multipartFields(post?.body ?? '')).toEqual({
      title: ['Rain-ready'],
      link: ['https://example.com/rain'],
    });
    expect(multipartFiles(post?.body ?? '')).toEqual({ file: ['wide.png'] });
    await waitFor(() => expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe(''));
  });
});
