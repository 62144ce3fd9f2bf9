import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, ok, testApiForFile } from '@tyre/test-kit';
import { videoOf } from '../../../../testing/fixtures';
import { HomeVideo } from '../home-video';

const api = testApiForFile((fake) => {
  fake.on('GET /video/one', ok(videoOf()));
});

describe('the home video', () => {
  it('when there is an active YouTube video, then a poster and a play button show, and the player is made only on play', async () => {
    const user = userEvent.setup({ delay: null });
    const { container } = render(<HomeVideo />);
    const play = await screen.findByRole('button', { name: 'Play the video' });
    expect(container.querySelector('iframe, video')).toBeNull();
    expect(container.querySelector('img')!.getAttribute('src')).toBe(
      'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
    );
    await user.click(play);
    const frame = screen.getByTestId('video-player');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
    );
    expect(frame.getAttribute('title')).toBe('Our tyres on the road');
  });

  it('when the video is an MP4 file, then a <video> is made on play', async () => {
    const user = userEvent.setup({ delay: null });
    api.on(
      'GET /video/one',
      ok(videoOf({ url: 'https://cdn.example.com/road.mp4', provider: 'mp4', videoId: '' })),
    );
    render(<HomeVideo />);
    await user.click(await screen.findByRole('button', { name: 'Play the video' }));
    const video = screen.getByTestId('video-player');
    expect(video.tagName).toBe('VIDEO');
    expect(video.getAttribute('src')).toBe('https://cdn.example.com/road.mp4');
  });

  it('when a Vimeo video plays, then its player is the iframe', async () => {
    const user = userEvent.setup({ delay: null });
    api.on(
      'GET /video/one',
      ok(videoOf({ url: 'https://vimeo.com/76979871', provider: 'vimeo', videoId: '76979871' })),
    );
    render(<HomeVideo />);
    await user.click(await screen.findByRole('button', { name: 'Play the video' }));
    expect(screen.getByTestId('video-player').getAttribute('src')).toBe(
      'https://player.vimeo.com/video/76979871?autoplay=1',
    );
  });

  it('when there is no active video (404), then nothing shows', async () => {
    api.on('GET /video/one', failure(404, 'No active video', 'not_found'));
    const { container } = render(<HomeVideo />);
    await waitFor(() => expect(api.requests).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.innerHTML).toBe('');
  });
});
