import type { ImageSet } from '@tyre/contracts';
import { PREVIEW_VARIANT, type FileService, type ImageVariant } from './file-service';
import type { CheckedFile } from './upload';

/**
 * Catalogue images: a 400 x 400 card crop, a 1000 px detail size and a 1200 x 630 link-card
 * preview beside the full image.
 */
const VARIANTS: ImageVariant[] = [
  { suffix: 'card', width: 400, height: 400 },
  { suffix: 'detail', width: 1000 },
  PREVIEW_VARIANT,
];
const SUFFIXES = VARIANTS.map((v) => v.suffix);

export async function saveImageSet(files: FileService, input: Buffer | CheckedFile): Promise<ImageSet> {
  const saved = await files.saveImage(input, { variants: VARIANTS });
  return {
    full: saved.name,
    thumb: saved.variants.card!,
    detail: saved.variants.detail!,
    preview: saved.variants.preview!,
  };
}

/** Images stored before previews existed answer `preview` as ''. */
export function withPreview(set: ImageSet): ImageSet;
export function withPreview(set: ImageSet | null): ImageSet | null;
export function withPreview(set: ImageSet | null): ImageSet | null {
  return set ? { ...set, preview: set.preview ?? '' } : null;
}

/** Saves several images; when one fails, the ones already saved are removed again. */
export async function saveImageSets(
  files: FileService,
  inputs: (Buffer | CheckedFile)[],
): Promise<ImageSet[]> {
  const done: ImageSet[] = [];
  try {
    for (const input of inputs) done.push(await saveImageSet(files, input));
    return done;
  } catch (e) {
    await removeImageSets(files, done);
    throw e;
  }
}

export async function removeImageSets(
  files: FileService,
  sets: (ImageSet | null | undefined)[],
): Promise<void> {
  await Promise.all(sets.map((set) => (set ? files.remove(set.full, SUFFIXES) : undefined)));
}

/**
 * Runs the write that records newly saved images. If it fails, the new images are removed (the
 * old record still points at the old ones); if it succeeds, the images it replaced are removed.
 */
export async function commitImages<R>(
  files: FileService,
  images: { added: (ImageSet | null | undefined)[]; replaced: (ImageSet | null | undefined)[] },
  write: () => Promise<R>,
): Promise<R> {
  let result: R;
  try {
    result = await write();
  } catch (e) {
    await removeImageSets(files, images.added);
    throw e;
  }
  await removeImageSets(files, images.replaced);
  return result;
}
