import {
  BANNER_WIDTHS,
  type Banner,
  type CreateBannerBody,
  type ReorderBannersBody,
  type UpdateBannerBody,
} from '@tyre/contracts';
import { PREVIEW_VARIANT, type FileService } from '../../lib/files/file-service';
import type { CheckedFile } from '../../lib/files/upload';
import { fieldError, notFound } from '../../lib/http/errors';
import type { Store } from '../../lib/store/store';
import { BannersRepository } from './banners.repository';

/** One WebP per width for `srcset`; the full picture is at most 1920 px wide. */
const VARIANTS = BANNER_WIDTHS.map((width) => ({ suffix: `w${width}`, width }));
const SUFFIXES = [...VARIANTS.map((v) => v.suffix), PREVIEW_VARIANT.suffix];

/** Banners stored before the Bangla caption (or the preview) existed answer them as ''. */
const withBangla = (doc: Banner): Banner => ({
  ...doc,
  titleBn: doc.titleBn ?? '',
  preview: doc.preview ?? '',
});

/** The home page's banner carousel. */
export class BannersService {
  private readonly banners: BannersRepository;

  constructor(
    store: Store,
    private readonly files: FileService,
  ) {
    this.banners = new BannersRepository(store);
  }

  referencedFiles(): Promise<string[]> {
    return this.banners.referencedFiles();
  }

  async list(all: boolean): Promise<Banner[]> {
    return (await this.banners.list(all)).map(withBangla);
  }

  /** Saves the picture and its variants, then the banner at the end of the carousel. */
  async create(body: CreateBannerBody, image: Buffer | CheckedFile): Promise<Banner> {
    const saved = await this.files.saveImage(image, {
      variants: [...VARIANTS, PREVIEW_VARIANT],
      maxWidth: 1920,
    });
    const at = new Date().toISOString();
    try {
      return await this.banners.insert({
        title: body.title ?? '',
        titleBn: body.titleBn ?? '',
        link: body.link ?? '',
        image: saved.name,
        variants: VARIANTS.map((v) => ({ width: v.width, file: saved.variants[v.suffix]! })),
        preview: saved.variants.preview!,
        active: body.active ?? true,
        order: await this.banners.nextOrder(),
        createdAt: at,
        updatedAt: at,
      });
    } catch (e) {
      await this.files.remove(saved.name, SUFFIXES);
      throw e;
    }
  }

  async update(id: string, body: UpdateBannerBody): Promise<Banner> {
    const set: Partial<Omit<Banner, '_id'>> = { updatedAt: new Date().toISOString() };
    if (body.title !== undefined) set.title = body.title;
    if (body.titleBn !== undefined) set.titleBn = body.titleBn;
    if (body.link !== undefined) set.link = body.link;
    if (body.active !== undefined) set.active = body.active;
    const doc = await this.banners.update(id, set);
    if (!doc) throw notFound('Banner');
    return withBangla(doc);
  }

  /** Puts the banners in the order of `ids`, which must name every banner once. */
  async reorder(body: ReorderBannersBody): Promise<Banner[]> {
    const all = await this.banners.list(true);
    const known = new Set(all.map((b) => b._id));
    const ids = body.ids.map((id) => id.toLowerCase());
    if (new Set(ids).size !== ids.length || ids.length !== known.size || !ids.every((id) => known.has(id))) {
      throw fieldError('ids', 'everyBannerOnce');
    }
    const at = new Date().toISOString();
    for (const [order, id] of ids.entries()) await this.banners.update(id, { order, updatedAt: at });
    return this.list(true);
  }

  async delete(id: string): Promise<void> {
    const doc = await this.banners.delete(id);
    if (!doc) throw notFound('Banner');
    await this.files.remove(doc.image, SUFFIXES);
  }
}
