import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { listPage, testApiForFile } from '@tyre/test-kit';
import { pictureOf } from '../../../../testing/fixtures';
import { renderScreen } from '../../../../testing/render-screen';
import { GalleryPage, galleryPageSize } from '../gallery-page';

const pictures = Array.from({ length: 14 }, (_, i) => pictureOf(i + 1));
const api = testApiForFile((fake) => {
  fake.on('GET /gallery', (request) => {
    const page = Number(new URLSearchParams(request.url.split('?')[1]).get('page'));
    return listPage(pictures.slice(page * galleryPageSize, (page + 1) * galleryPageSize), pictures.length);
  });
});
const renderGallery = () => renderScreen('/gallery', { '/gallery': <GalleryPage /> });

describe('the gallery', () => {
  it('when opened, then a page of lazy thumbnails shows with sizes set, and Load more adds the next page', async () => {
    const user = userEvent.setup({ delay: null });
    renderGallery();
    const thumbs = await screen.findAllByTestId('gallery-thumb');
    expect(thumbs).toHaveLength(12);
    const img = thumbs[0]!.querySelector('img')!;
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('width')).toBeTruthy();
    expect(img.getAttribute('height')).toBeTruthy();
    expect(img.getAttribute('src')).toContain('gallery-1-thumb.webp');
    expect(screen.getByText('Showing 12 of 14 pictures')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Load more pictures' }));
    await waitFor(() => expect(screen.getAllByTestId('gallery-thumb')).toHaveLength(14));
    expect(screen.queryByRole('button', { name: 'Load more pictures' })).toBeNull();
    expect(api.urls('/gallery')).toEqual(['/gallery?page=0&size=12', '/gallery?page=1&size=12']);
  });

  it('when a picture is opened, then the viewer is a dialog: arrows move, Tab stays inside, Escape closes and focus returns', async () => {
    const user = userEvent.setup({ delay: null });
    renderGallery();
    const opener = await screen.findByRole('button', { name: 'Open Dealer meet picture 2' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Picture viewer' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const close = within(dialog).getByRole('button', { name: 'Close' });
    expect(document.activeElement).toBe(close);
    expect(within(dialog).getByText('Dealer meet picture 2')).toBeTruthy();
    expect(within(dialog).getByText('2 of 14')).toBeTruthy();
    expect(within(dialog).getByRole('img').getAttribute('src')).toContain('gallery-2.webp');

    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('Dealer meet picture 3')).toBeTruthy();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(within(dialog).getByText('Dealer meet picture 1')).toBeTruthy();
    // the first picture has no previous one
    await user.keyboard('{ArrowLeft}');
    expect(within(dialog).getByText('Dealer meet picture 1')).toBeTruthy();
    expect(
      (within(dialog).getByRole('button', { name: 'Previous picture' }) as HTMLButtonElement).disabled,
    ).toBe(true);

    // focus is trapped: Tab from the last control comes back to the first
    for (let i = 0; i < 4; i += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('when the gallery is empty, then it says so', async () => {
    api.on('GET /gallery', listPage([]));
    renderGallery();
    expect(await screen.findByText('No pictures yet.')).toBeTruthy();
  });
});
