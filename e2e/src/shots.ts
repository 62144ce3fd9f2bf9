// Screenshots of a screen for people to look at (not compared by any test): with SHOTS_DIR set,
// the page as it is at 1366 x 800 and at 390 x 844, each the whole page.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

/**
 * Writes `<SHOTS_DIR>/<name>-desktop.png` and `-phone.png`; `ready` is awaited at each size (the
 * screen may lay out again), then antd's transitions settle. Nothing without SHOTS_DIR.
 */
export async function shootBothSizes(page: Page, name: string, ready: () => Promise<unknown>): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  await mkdir(dir, { recursive: true });
  for (const [size, width, height] of [
    ['desktop', 1366, 800],
    ['phone', 390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await ready();
    await page.waitForTimeout(400);
    await page.screenshot({ path: join(dir, `${name}-${size}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 800 });
}
