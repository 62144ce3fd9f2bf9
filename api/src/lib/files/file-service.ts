import sharp, { type Sharp } from 'sharp';
import { AppError, says } from '../http/errors';
import { newFileBase, type FileStore, type Visibility } from './file-store';
import type { CheckedFile } from './upload';

export interface ImageVariant {
  suffix: string;
  width: number;
  height?: number;
  /**
   * When given (with `height`), the picture is fitted whole and centred on this colour, always at
   * exactly width x height (enlarged when smaller): a preview picture for link cards (og:image).
   */
  background?: string;
}

/** The brand's green (--kit-brand in web-kit's kit.css), behind preview pictures. */
export const BRAND_BACKGROUND = '#0b4a35';

/** The 1200 x 630 link-card picture (og:image) of products, tyre ranges, news and banners. */
export const PREVIEW_VARIANT: ImageVariant = {
  suffix: 'preview',
  width: 1200,
  height: 630,
  background: BRAND_BACKGROUND,
};

export interface SavedImage {
  /** The full-size image (re-encoded, metadata stripped). */
  name: string;
  /** Variant suffix → file name. */
  variants: Record<string, string>;
}

/**
 * The most pixels an uploaded picture may declare (a 48 MP phone photo fits). sharp reads the
 * size from the header: a picture declaring more (a "picture bomb": a 1 MB PNG of 16,000 x 16,000
 * pixels would take seconds and ~150 MB to decode) is refused before any decoding.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

/** A sharp pipeline for an upload: the pixel limit, and a refusal of corrupt data. */
export function uploadedImage(buffer: Buffer): Sharp {
  return sharp(buffer, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS });
}

/** The AppError for an image sharp refused: too many pixels (413), else unreadable (400). */
export function imageError(error: unknown): AppError {
  return error instanceof Error && /pixel limit/i.test(error.message)
    ? new AppError(
        'too_large',
        says('upload.imageTooManyPixels', { megapixels: MAX_IMAGE_PIXELS / 1_000_000 }),
      )
    : new AppError('invalid_data', 'upload.imageUnreadable');
}

/** Saves uploads under server-chosen names; images are re-encoded (EXIF stripped) with web-sized variants. */
export class FileService {
  constructor(readonly store: FileStore) {}

  async saveDocument(file: CheckedFile, visibility: Visibility): Promise<string> {
    const name = `${newFileBase()}.${file.type.ext}`;
    await this.store.put(name, file.buffer, { contentType: file.type.contentType, visibility });
    return name;
  }

  async saveImage(
    input: Buffer | CheckedFile,
    options: { variants?: ImageVariant[]; visibility?: Visibility; maxWidth?: number } = {},
  ): Promise<SavedImage> {
    const buffer = Buffer.isBuffer(input) ? input : input.buffer;
    const visibility = options.visibility ?? 'public';
    const id = newFileBase();
    let source: Sharp;
    try {
      source = uploadedImage(buffer).rotate();
      await source.metadata();
    } catch (error) {
      throw imageError(error);
    }
    const full = await source
      .clone()
      .resize({ width: options.maxWidth ?? 1600, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
    const name = `${id}.webp`;
    await this.store.put(name, full, { contentType: 'image/webp', visibility });
    const variants: Record<string, string> = {};
    for (const v of options.variants ?? []) {
      const data = await (
        v.background && v.height
          ? source
              .clone()
              .flatten({ background: v.background })
              .resize({ width: v.width, height: v.height, fit: 'contain', background: v.background })
          : source.clone().resize({
              width: v.width,
              height: v.height,
              fit: v.height ? 'cover' : 'inside',
              withoutEnlargement: true,
            })
      )
        .webp({ quality: 78 })
        .toBuffer();
      const variantName = `${id}-${v.suffix}.webp`;
      await this.store.put(variantName, data, { contentType: 'image/webp', visibility });
      variants[v.suffix] = variantName;
    }
    return { name, variants };
  }

  /** Removes a file and any variants named after it. */
  async remove(name: string | undefined, variantSuffixes: string[] = []): Promise<void> {
    if (!name) return;
    const base = name.replace(/\.[a-z]+$/, '').replace(/-[a-z0-9]+$/, '');
    await this.store.remove(name);
    await Promise.all(variantSuffixes.map((s) => this.store.remove(`${base}-${s}.webp`)));
  }
}
