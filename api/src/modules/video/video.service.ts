import { parseVideoUrl, type CreateVideoBody, type HomeVideo, type UpdateVideoBody } from '@tyre/contracts';
import { fieldError, notFound } from '../../lib/http/errors';
import type { Store } from '../../lib/store/store';
import { VideoRepository } from './video.repository';

const sourceOf = (url: string) => {
  const source = parseVideoUrl(url);
  // the body schema already refused anything else
  if (!source) throw fieldError('url', 'videoUrl');
  return source;
};

/** The home page's video: admins keep a list, at most one of them active. */
export class VideoService {
  private readonly videos: VideoRepository;

  constructor(store: Store) {
    this.videos = new VideoRepository(store);
  }

  list(): Promise<HomeVideo[]> {
    return this.videos.all();
  }

  async active(): Promise<HomeVideo> {
    const doc = await this.videos.active();
    if (!doc) throw notFound('Video');
    return doc;
  }

  async get(id: string): Promise<HomeVideo> {
    const doc = await this.videos.findById(id);
    if (!doc) throw notFound('Video');
    return doc;
  }

  /** Adds a video; an active one makes the others inactive. */
  async create(body: CreateVideoBody): Promise<HomeVideo> {
    const at = new Date().toISOString();
    const doc = await this.videos.insert({
      url: body.url,
      status: body.status,
      ...sourceOf(body.url),
      createdAt: at,
      updatedAt: at,
    });
    if (doc.status === 'active') await this.videos.deactivateOthers(doc._id, at);
    return doc;
  }

  async update(id: string, body: UpdateVideoBody): Promise<HomeVideo> {
    const at = new Date().toISOString();
    const set: Partial<Omit<HomeVideo, '_id'>> = { updatedAt: at };
    if (body.url !== undefined) Object.assign(set, { url: body.url, ...sourceOf(body.url) });
    if (body.status !== undefined) set.status = body.status;
    const doc = await this.videos.update(id, set);
    if (!doc) throw notFound('Video');
    if (doc.status === 'active') await this.videos.deactivateOthers(doc._id, at);
    return doc;
  }

  async delete(id: string): Promise<void> {
    if (!(await this.videos.delete(id))) throw notFound('Video');
  }
}
