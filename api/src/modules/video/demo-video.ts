import type { VideoService } from './video.service';

/** The home video: a YouTube link (the page loads the player only when it is played). */
export const DEMO_VIDEO_URL = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ';

export async function seedDemoVideo(service: VideoService): Promise<void> {
  await service.create({ url: 'https://vimeo.com/76979871', status: 'inactive' });
  await service.create({ url: DEMO_VIDEO_URL, status: 'active' });
}
