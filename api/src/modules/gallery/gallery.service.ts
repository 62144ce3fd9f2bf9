import sharp from 'sharp';
import type { GalleryItem } from '@tyre/contracts';
import type { FileService } from '../../lib/files/file-service';
import type { CheckedFile } from '../../lib/files/upload';
import { fieldError, notFound } from '../../lib/http/errors';
import type { Store } from '../../lib/store/store';
import { GalleryRepository } from './gallery.repository';

/** The lightbox picture is at most 1600 px wide; the grid shows a 480 px wide thumbnail. */
const MAX_WIDTH = 1600;
const VARIANTS = [{ suffix: 'thumb', width: 480 }];
const SUFFIXES = VARIANTS.map((v) => v.suffix);

/** The size of the saved full picture: upright (EXIF orientation applied), at most MAX_WIDTH wide. */
async function savedSize(buffer: Buffer): Promise<{ width: number; height: number }> {
  const m = await sharp(buffer).metadata();
  let [width, height] = (m.orientation ?? 1) >= 5 ? [m.height, m.width] : [m.width, m.height];
  if (width > MAX_WIDTH) {
    height = Math.round((height * MAX_WIDTH) / width);
    width = MAX_WIDTH;
  }
  return { width, height };
}

/** Pictures stored before the Bangla caption existed answer it as ''. */
const withBangla = (doc: GalleryItem): GalleryItem => ({ ...doc, captionBn: doc.captionBn ?? '' });

/** The public photo gallery: admins upload several pictures at once, with captions. */
export class GalleryService {
  private readonly gallery: GalleryRepository;

  constructor(
    store: Store,
    private readonly files: FileService,
  ) {
    this.gallery = new GalleryRepository(store);
  }

  referencedFiles(): Promise<string[]> {
    return this.gallery.referencedFiles();
  }

  async list(page: number, size: number): Promise<{ items: GalleryItem[]; total: number }> {
    const { items, total } = await this.gallery.page(page, size);
    return { items: items.map(withBangla), total };
  }

  /**
   * Saves every picture (the first one failing removes those already saved), then records them
   * all at once; the first picture gets the first caption (and the first Bangla caption), and so on.
   */
  async add(
    images: (Buffer | CheckedFile)[],
    captions: { caption: string[]; captionBn?: string[] },
    createdAt?: string,
  ): Promise<GalleryItem[]> {
    const { caption, captionBn = [] } = captions;
    if (caption.length > images.length) throw fieldError('caption', 'moreCaptions');
    if (captionBn.length > images.length) throw fieldError('captionBn', 'moreCaptions');
    const saved: { image: string; thumbnail: string; width: number; height: number }[] = [];
    const removeSaved = () => Promise.all(saved.map((s) => this.files.remove(s.image, SUFFIXES)));
    try {
      for (const input of images) {
        const buffer = Buffer.isBuffer(input) ? input : input.buffer;
        const file = await this.files.saveImage(input, { variants: VARIANTS, maxWidth: MAX_WIDTH });
        saved.push({ image: file.name, thumbnail: file.variants.thumb!, ...(await savedSize(buffer)) });
      }
    } catch (e) {
      await removeSaved();
      throw e;
    }
    const base = createdAt ? new Date(createdAt).getTime() : Date.now();
    try {
      // one millisecond apart, so the first picture of the upload is shown first
      return await this.gallery.insertMany(
        saved.map((s, i) => ({
          ...s,
          caption: caption[i] ?? '',
          captionBn: captionBn[i] ?? '',
          createdAt: new Date(base + saved.length - 1 - i).toISOString(),
        })),
      );
    } catch (e) {
      await removeSaved();
      throw e;
    }
  }

  /** Sets the caption, and the Bangla one when given ('' clears it). */
  async setCaption(id: string, caption: string, captionBn?: string): Promise<GalleryItem> {
    const doc = await this.gallery.setCaption(id, caption, captionBn);
    if (!doc) throw notFound('Gallery picture');
    return withBangla(doc);
  }

  async delete(id: string): Promise<void> {
    const doc = await this.gallery.delete(id);
    if (!doc) throw notFound('Gallery picture');
    await this.files.remove(doc.image, SUFFIXES);
  }
}
