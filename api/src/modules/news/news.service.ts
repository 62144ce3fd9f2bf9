import type { CreateNewsBody, NewsPost, UpdateNewsBody } from '@tyre/contracts';
import { PREVIEW_VARIANT, type FileService } from '../../lib/files/file-service';
import type { CheckedFile } from '../../lib/files/upload';
import { notFound } from '../../lib/http/errors';
import type { Store } from '../../lib/store/store';
import { NewsRepository } from './news.repository';

/** News images are shown at 455 x 277 (spec); lists use a smaller card; links show the preview. */
const NEWS_VARIANTS = [{ suffix: 'card', width: 455, height: 277 }, PREVIEW_VARIANT];
const SUFFIXES = NEWS_VARIANTS.map((v) => v.suffix);

/** Posts stored before the Bangla fields (or the preview) existed answer them as ''. */
const withBangla = (doc: NewsPost): NewsPost => ({
  ...doc,
  titleBn: doc.titleBn ?? '',
  descBn: doc.descBn ?? '',
  preview: doc.preview ?? '',
});

export class NewsService {
  private readonly news: NewsRepository;

  /** File names this module's records hold; the start-up sweep keeps them. */
  referencedFiles(): Promise<string[]> {
    return this.news.referencedFiles();
  }

  constructor(
    store: Store,
    private readonly files: FileService,
  ) {
    this.news = new NewsRepository(store);
  }

  async list(page: number, size: number): Promise<{ items: NewsPost[]; total: number }> {
    const { items, total } = await this.news.page(page, size);
    return { items: items.map(withBangla), total };
  }

  async get(id: string): Promise<NewsPost> {
    const doc = await this.news.findById(id);
    if (!doc) throw notFound('News post');
    return withBangla(doc);
  }

  /** Saves the image (and its card), then the post; `createdAt` may be given for demo data. */
  async create(body: CreateNewsBody, image: Buffer | CheckedFile, createdAt?: string): Promise<NewsPost> {
    const saved = await this.files.saveImage(image, { variants: NEWS_VARIANTS });
    const at = createdAt ?? new Date().toISOString();
    try {
      return await this.news.insert({
        title: body.title,
        desc: body.desc,
        titleBn: body.titleBn ?? '',
        descBn: body.descBn ?? '',
        image: saved.name,
        thumbnail: saved.variants.card!,
        preview: saved.variants.preview!,
        createdAt: at,
        updatedAt: at,
      });
    } catch (e) {
      await this.files.remove(saved.name, SUFFIXES);
      throw e;
    }
  }

  /**
   * Changes the given fields; a new image replaces the old one, whose files are removed once the
   * post points at the new ones (the new files are removed again when the write fails).
   */
  async update(id: string, body: UpdateNewsBody, image?: CheckedFile): Promise<NewsPost> {
    const before = await this.news.findById(id);
    if (!before) throw notFound('News post');
    const set: Partial<Omit<NewsPost, '_id'>> = { updatedAt: new Date().toISOString() };
    for (const key of ['title', 'desc', 'titleBn', 'descBn'] as const) {
      if (body[key] !== undefined) set[key] = body[key];
    }
    const saved = image ? await this.files.saveImage(image, { variants: NEWS_VARIANTS }) : undefined;
    if (saved) {
      set.image = saved.name;
      set.thumbnail = saved.variants.card!;
      set.preview = saved.variants.preview!;
    }
    let after: NewsPost | null;
    try {
      after = await this.news.update(id, set);
    } catch (e) {
      if (saved) await this.files.remove(saved.name, SUFFIXES);
      throw e;
    }
    if (!after) {
      // deleted meanwhile
      if (saved) await this.files.remove(saved.name, SUFFIXES);
      throw notFound('News post');
    }
    if (saved) await this.files.remove(before.image, SUFFIXES);
    return withBangla(after);
  }

  async delete(id: string): Promise<void> {
    const doc = await this.news.delete(id);
    if (!doc) throw notFound('News post');
    await this.files.remove(doc.image, SUFFIXES);
  }
}
