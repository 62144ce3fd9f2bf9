import type { CreateNewsBody, NewsPost } from '@tyre/contracts';
import type { FileService } from '../../lib/files/file-service';
import type { CheckedFile } from '../../lib/files/upload';
import { notFound } from '../../lib/http/errors';
import type { Store } from '../../lib/store/store';
import { NewsRepository } from './news.repository';

/** News images are shown at 455 x 277 (spec); lists use a smaller card. */
const NEWS_VARIANTS = [{ suffix: 'card', width: 455, height: 277 }];

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

  list(page: number, size: number): Promise<{ items: NewsPost[]; total: number }> {
    return this.news.page(page, size);
  }

  async get(id: string): Promise<NewsPost> {
    const doc = await this.news.findById(id);
    if (!doc) throw notFound('News post');
    return doc;
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
        createdAt: at,
        updatedAt: at,
      });
    } catch (e) {
      await this.files.remove(saved.name, ['card']);
      throw e;
    }
  }

  async delete(id: string): Promise<void> {
    const doc = await this.news.delete(id);
    if (!doc) throw notFound('News post');
    await this.files.remove(doc.image, ['card']);
  }
}
