import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { GalleryItem } from '@tyre/contracts';
import { failure, listPage, multipartFields, multipartFiles, ok, testApiForFile } from '@tyre/test-kit';
import { renderScreen } from '../../../../testing/render-screen';
import { GalleryPage } from '../gallery-page';

const shop: GalleryItem = {
  _id: 'f'.repeat(24),
  caption: 'Our Bogura showroom',
  captionBn: '',
  image: `${'1'.repeat(32)}.webp`,
  thumbnail: `${'1'.repeat(32)}-thumb.webp`,
  width: 1600,
  height: 1200,
  createdAt: '2025-03-01T10:00:00.000Z',
};

const fake = testApiForFile((api) => {
  api.on('GET /gallery', listPage([shop], 1));
  api.on('POST /gallery', { status: 201, body: [] });
  api.on('DELETE /gallery/:id', ok({ message: 'Picture deleted' }));
});

const picture = (name: string) =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], name, { type: 'image/jpeg' });
const chooser = () => document.querySelector('.gallery-uploader input[type=file]') as HTMLInputElement;

describe('the gallery screen', () => {
  it('when two pictures are chosen with captions, then they go in one upload with their captions in order', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen('/dashboard/gallery', { '/dashboard/gallery': <GalleryPage /> });
    await screen.findByAltText('Our Bogura showroom');
    await user.upload(chooser(), [picture('front.jpg'), picture('stock.jpg')]);
    await user.type(screen.getByLabelText('Caption of front.jpg'), 'The front of the shop');
    await user.type(screen.getByLabelText('Caption of stock.jpg'), 'Tyres in stock');
    await user.click(screen.getByRole('button', { name: 'Upload 2 pictures' }));
    expect(await screen.findByText('2 pictures added', { selector: '.Toastify *' })).toBeTruthy();
    const post = fake.requests.find((r) => r.method === 'POST');
    expect(multipartFiles(post?.body ?? '')).toEqual({ file: ['front.jpg', 'stock.jpg'] });
    expect(multipartFields(post?.body ?? '')).toEqual({
      caption: ['The front of the shop', 'Tyres in stock'],
    });
    await waitFor(() => expect(screen.queryByLabelText('Caption of front.jpg')).toBeNull());
  });

  it("when a picture is given a Bangla caption, then the upload sends the Bangla captions in the pictures' order", async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen('/dashboard/gallery', { '/dashboard/gallery': <GalleryPage /> });
    await screen.findByAltText('Our Bogura showroom');
    await user.upload(chooser(), [picture('front.jpg'), picture('stock.jpg')]);
    await user.type(screen.getByLabelText('Caption of front.jpg'), 'The front of the shop');
    await user.type(screen.getByLabelText('Caption in Bangla of stock.jpg'), 'মজুদ টায়ার');
    await user.click(screen.getByRole('button', { name: 'Upload 2 pictures' }));
    expect(await screen.findByText('2 pictures added', { selector: '.Toastify *' })).toBeTruthy();
    const post = fake.requests.find((r) => r.method === 'POST');
    expect(multipartFields(post?.body ?? '')).toEqual({
      caption: ['The front of the shop', ''],
      captionBn: ['', 'মজুদ টায়ার'],
    });
  });

  it('when a picture is removed before the upload, then only the others are sent', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen('/dashboard/gallery', { '/dashboard/gallery': <GalleryPage /> });
    await user.upload(chooser(), [picture('front.jpg'), picture('blurred.jpg')]);
    await user.click(await screen.findByRole('button', { name: 'Remove blurred.jpg' }));
    await user.click(screen.getByRole('button', { name: 'Upload 1 picture' }));
    expect(await screen.findByText('1 picture added', { selector: '.Toastify *' })).toBeTruthy();
    expect(multipartFiles(fake.requests.find((r) => r.method === 'POST')?.body ?? '')).toEqual({
      file: ['front.jpg'],
    });
  });

  it('when the API refuses the upload, then its message shows and the pictures stay chosen', async () => {
    const user = userEvent.setup({ delay: null });
    fake.on('POST /gallery', failure(415, 'stock.jpg is not a JPEG, PNG or WebP picture', 'invalid_data'));
    renderScreen('/dashboard/gallery', { '/dashboard/gallery': <GalleryPage /> });
    await user.upload(chooser(), [picture('stock.jpg')]);
    await user.click(await screen.findByRole('button', { name: 'Upload 1 picture' }));
    expect(
      await screen.findByText('stock.jpg is not a JPEG, PNG or WebP picture', { selector: '.Toastify *' }),
    ).toBeTruthy();
    expect(screen.getByLabelText('Caption of stock.jpg')).toBeTruthy();
  });

  it('when a picture is deleted, then it asks first', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen('/dashboard/gallery', { '/dashboard/gallery': <GalleryPage /> });
    await user.click(await screen.findByRole('button', { name: 'Delete Our Bogura showroom' }));
    expect(await screen.findByText('Are you sure want to delete?')).toBeTruthy();
    expect(fake.requests.filter((r) => r.method === 'DELETE')).toEqual([]);
    await user.click((await screen.findAllByRole('button', { name: 'Delete' })).at(-1) as HTMLElement);
    expect(await screen.findByText('Picture deleted', { selector: '.Toastify *' })).toBeTruthy();
  });
});
