import sharp from 'sharp';
import { expect } from 'vitest';
import type { TestApi } from './test-api';

/** The brand's green behind preview pictures (--kit-brand), as RGB. */
export const BRAND_GREEN = { r: 0x0b, g: 0x4a, b: 0x35 };

/**
 * A stored preview picture as GET /files/:name answers it: its type, format and size, and the
 * colour of its top-left and centre pixels (the background and the picture).
 */
export async function previewOf(api: TestApi, name: string) {
  const res = await fetch(`${api.base}/files/${name}`);
  const bytes = Buffer.from(await res.arrayBuffer());
  if (res.status !== 200) return { status: res.status };
  const meta = await sharp(bytes).metadata();
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const pixel = (x: number, y: number) => {
    const at = (y * info.width + x) * info.channels;
    return { r: data[at]!, g: data[at + 1]!, b: data[at + 2]! };
  };
  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    format: meta.format,
    width: meta.width,
    height: meta.height,
    corner: pixel(2, 2),
    centre: pixel(Math.floor(info.width / 2), Math.floor(info.height / 2)),
  };
}

/** True when two colours differ by at most `tolerance` per channel (WebP is lossy). */
export const near = (
  a: { r: number; g: number; b: number } | undefined,
  b: typeof BRAND_GREEN,
  tolerance = 12,
) =>
  !!a &&
  Math.abs(a.r - b.r) <= tolerance &&
  Math.abs(a.g - b.g) <= tolerance &&
  Math.abs(a.b - b.b) <= tolerance;

/** What a preview made from one of the test's red pictures must be. */
export async function expectPreview(api: TestApi, name: string | undefined): Promise<void> {
  expect(name, 'the record names a preview').toMatch(/^[0-9a-f]{32}-preview\.webp$/);
  const preview = await previewOf(api, name!);
  expect(preview).toMatchObject({
    status: 200,
    contentType: 'image/webp',
    format: 'webp',
    width: 1200,
    height: 630,
  });
  // the picture (pngBytes' red) is centred; the rest is the brand's green
  expect(near(preview.corner, BRAND_GREEN), `corner ${JSON.stringify(preview.corner)}`).toBe(true);
  expect(near(preview.centre, { r: 200, g: 30, b: 30 }, 24), `centre ${JSON.stringify(preview.centre)}`).toBe(
    true,
  );
}
