import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { HomeVideo } from '@tyre/contracts';
import { failure, ok, testApiForFile } from '@tyre/test-kit';
import { renderScreen } from '../../../../testing/render-screen';
import { VideoEditPage } from '../video-edit-page';
import { VideoListPage } from '../video-list-page';

const video: HomeVideo = {
  _id: 'c'.repeat(24),
  url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  status: 'active',
  provider: 'youtube',
  videoId: 'dQw4w9WgXcQ',
  createdAt: '2025-03-01T10:00:00.000Z',
  updatedAt: '2025-03-01T10:00:00.000Z',
};

const fake = testApiForFile((api) => {
  api.on('GET /video', ok([video]));
  api.on('PUT /video/:id', ok({ message: 'Video updated' }));
  api.on('POST /video', { status: 201, body: { ...video, _id: 'd'.repeat(24), message: 'Video added' } });
});

const renderVideo = (url: string) =>
  renderScreen(url, { '/dashboard/video': <VideoListPage />, '/dashboard/video/:id': <VideoEditPage /> });

describe('the video screens', () => {
  it('when a video is opened, then it has the url hinted "video size is 1920 x 786", the status and Update', async () => {
    const user = userEvent.setup({ delay: null });
    renderVideo(`/dashboard/video/${video._id}`);
    const url = await screen.findByLabelText('Url');
    expect((url as HTMLInputElement).value).toBe(video.url);
    expect(screen.getByText('video size is 1920 x 786')).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click((await screen.findAllByTitle('inactive')).at(-1) as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Video updated', { selector: '.Toastify *' })).toBeTruthy();
    const put = fake.requests.find((r) => r.method === 'PUT');
    expect(JSON.parse(put?.body ?? '{}')).toEqual({ url: video.url, status: 'inactive' });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard/video'));
  });

  it('when the url is not a YouTube, Vimeo or MP4 link, then nothing is sent and the field says why', async () => {
    const user = userEvent.setup({ delay: null });
    renderVideo(`/dashboard/video/${video._id}`);
    const url = await screen.findByLabelText('Url');
    await user.clear(url);
    await user.type(url, 'https://example.com/page.html');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(
      await screen.findByText('Url must be a YouTube or Vimeo link or the address of an MP4 file'),
    ).toBeTruthy();
    expect(fake.requests.filter((r) => r.method === 'PUT')).toEqual([]);
  });

  it('when the API refuses, then its message shows in an error toast', async () => {
    const user = userEvent.setup({ delay: null });
    fake.on('PUT /video/:id', failure(401, 'Please log in again', 'unauthorized'));
    renderVideo(`/dashboard/video/${video._id}`);
    await screen.findByLabelText('Url');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Please log in again', { selector: '.Toastify *' })).toBeTruthy();
  });

  it('when the list opens, then each video shows its url and status with an edit link', async () => {
    renderVideo('/dashboard/video');
    expect((await screen.findByRole('link', { name: `Edit ${video.url}` })).getAttribute('href')).toBe(
      `/dashboard/video/${video._id}`,
    );
    expect(screen.getByRole('cell', { name: 'active' })).toBeTruthy();
  });
});
