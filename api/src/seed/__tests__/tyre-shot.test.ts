import { createHash } from 'node:crypto';
import sharp, { type Stats } from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_RANGES } from '../../modules/tyre-ranges/demo-ranges';
import { renderTyreShot, tyreShotSvg, type ShotView } from '../tyre-shot';

const range = (slug: string) => DEMO_RANGES.find((r) => r.slug === slug)!;

async function pixels(png: Buffer) {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  return { info, hash: createHash('sha256').update(data).digest('hex'), stats: await sharp(png).stats() };
}

describe('tyre product shots', () => {
  it('when a shot is rendered, then it is a PNG of the asked size', async () => {
    const png = await renderTyreShot({ width: 800, height: 600, look: range('roadgrip').look });
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 800, 600]);
  });

  it('when two ranges are rendered, then their pictures differ', async () => {
    const a = await pixels(await renderTyreShot({ width: 300, height: 300, look: range('roadgrip').look }));
    const b = await pixels(
      await renderTyreShot({ width: 300, height: 300, look: range('agro-traction').look }),
    );
    const c = await pixels(await renderTyreShot({ width: 300, height: 300, look: range('highway-hd').look }));
    expect(new Set([a.hash, b.hash, c.hash]).size).toBe(3);
    // Not only a few pixels: the mean colour differs clearly (tint, wheel paint, tread).
    const mean = (s: Stats) => s.channels.slice(0, 3).map((ch) => ch.mean);
    const distance = (x: number[], y: number[]) => Math.hypot(...x.map((v, i) => v - y[i]!));
    expect(distance(mean(a.stats), mean(b.stats))).toBeGreaterThan(3);
    expect(distance(mean(b.stats), mean(c.stats))).toBeGreaterThan(3);
  });

  it('when any range is drawn in any view, then the SVG has no text in it', () => {
    const views: ShotView[] = ['angle', 'tread', 'side'];
    for (const r of DEMO_RANGES) {
      for (const view of views) {
        const svg = tyreShotSvg({ width: 400, height: 400, look: r.look, view, seed: 3 });
        expect(svg).not.toMatch(/<text|<tspan|<textPath/);
        expect(svg.startsWith('<svg')).toBe(true);
      }
    }
  });
});
