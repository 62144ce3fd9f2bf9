import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderScene, sceneSvg, type SceneKind } from '../scene';

const KINDS: SceneKind[] = ['shop', 'meet', 'highway', 'field', 'camp'];

describe('news scenes', () => {
  it('when a scene is rendered, then it is a PNG of the asked size', async () => {
    const png = await renderScene({ width: 910, height: 554, kind: 'highway' });
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 910, 554]);
  });

  it('when each kind of scene is rendered, then every picture is different', async () => {
    const hashes = await Promise.all(
      KINDS.map(async (kind) => {
        const raw = await sharp(await renderScene({ width: 300, height: 180, kind }))
          .raw()
          .toBuffer();
        return createHash('sha256').update(raw).digest('hex');
      }),
    );
    expect(new Set(hashes).size).toBe(KINDS.length);
    const [shop, field] = await Promise.all(
      (['shop', 'field'] as const).map(
        async (kind) => (await sharp(await renderScene({ width: 300, height: 180, kind })).stats()).channels,
      ),
    );
    // The field is green, the shop front is not.
    expect(field![1]!.mean - field![0]!.mean).toBeGreaterThan(shop![1]!.mean - shop![0]!.mean + 10);
  });

  it('when any scene is drawn, then the SVG has no text in it', () => {
    for (const kind of KINDS) {
      for (const seed of [1, 2, 3]) {
        expect(sceneSvg({ width: 910, height: 554, kind, seed })).not.toMatch(/<text|<tspan|<textPath/);
      }
    }
  });
});
