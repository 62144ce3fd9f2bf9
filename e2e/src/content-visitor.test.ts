import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onePagePdf, pngImage } from './files';
import { adminToken, startSite, type Site } from './site';
import { appTookOver } from './pages';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.stop();
});

async function adminGet<T>(path: string): Promise<T> {
  const response = await fetch(`${site.apiUrl}${path}`, {
    headers: { Authorization: `Bearer ${await adminToken(site)}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

/** axe-core's serious and critical rule ids on the page now (axe injected as a script). */
async function seriousAxeRules(page: Page): Promise<string[]> {
  const source = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  // evaluated through the browser's debugging protocol: the page's CSP refuses inline scripts
  await page.evaluate(source);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (c: Document) => Promise<{ violations: { id: string; impact: string; nodes: unknown[] }[] }>;
        };
      }
    ).axe;
    return (await axe.run(document)).violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.nodes.length})`);
  });
}

async function phone(): Promise<Page> {
  return (await site.browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
}

describe('a visitor of the content pages', () => {
  it('opens /gallery and uses the picture viewer with the keyboard', async () => {
    const page = await (await site.browser.newContext({ viewport: { width: 1366, height: 800 } })).newPage();
    await page.goto(`${site.url}/gallery`);
    const thumbs = page.getByTestId('gallery-thumb');
    await thumbs.first().waitFor();
    const first = thumbs.first();
    expect(await first.locator('img').getAttribute('loading')).toBe('lazy');
    await first.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Picture viewer' });
    await dialog.waitFor();
    expect(
      await dialog.getByRole('button', { name: 'Close' }).evaluate((el) => el === document.activeElement),
    ).toBe(true);
    const position = dialog.locator('.lightbox__position');
    expect(await position.innerText()).toMatch(/^1 of \d+$/);
    await page.keyboard.press('ArrowRight');
    expect(await position.innerText()).toMatch(/^2 of \d+$/);
    await page.keyboard.press('ArrowLeft');
    expect(await position.innerText()).toMatch(/^1 of \d+$/);
    // Tab keeps the focus inside the viewer
    for (let i = 0; i < 4; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await first.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('applies for a job with a small PDF and sees that it was sent', async () => {
    const page = await phone();
    await page.goto(`${site.url}/career`);
    const card = page.getByTestId('job-card').first();
    await card.waitFor();
    const title = await card.getByRole('heading').innerText();
    await card.getByRole('link', { name: /^Details and apply/ }).click();
    await page.waitForURL(/\/jobs\/.+/);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    const form = page.getByRole('form', { name: 'Apply for this job' });
    await form.getByLabel('Full name').fill('Sumaiya Rahman');
    await form.getByLabel('E-mail').fill('sumaiya@example.com.bd');
    await form.getByLabel('Mobile number').fill('01712345678');
    await form.getByLabel('Cover note (optional)').fill('Four years of dealer sales in Sylhet.');
    await form
      .getByLabel('CV (PDF)')
      .setInputFiles({ name: 'sumaiya-cv.pdf', mimeType: 'application/pdf', buffer: onePagePdf() });
    await form.getByRole('button', { name: 'Send application' }).click();
    await page.getByText('Thank you — your application has been sent.').waitFor();
    await page.locator('.Toastify').getByText('Your application has been sent.').waitFor();

    const applications =
      await adminGet<{ name: string; jobInfo: { title: string }; cv: string }[]>('/job/apply');
    const mine = applications.find((a) => a.name === 'Sumaiya Rahman');
    expect(mine?.jobInfo.title).toBe(title);
    expect(mine?.cv).toBeTruthy();
  });

  it('sends a dealer request with a picture, without logging in', async () => {
    const page = await phone();
    await page.goto(`${site.url}/dealer`);
    await page.getByRole('heading', { name: 'Why become a dealer' }).waitFor();
    const form = page.getByRole('form', { name: 'Send a dealership request' });
    await form.getByLabel('Your name').fill('Abdul Karim');
    await form.getByLabel('Company name').fill('Karim Tyre House Bogura');
    await form.getByLabel('E-mail').fill('karim@example.com.bd');
    await form.getByLabel('Mobile number').fill('01811223344');
    await form.getByLabel('Message').fill('We sell 300 motorcycle tyres a month and want to stock yours.');
    await form
      .getByLabel('Trade licence or shop photo')
      .setInputFiles({ name: 'shop.png', mimeType: 'image/png', buffer: pngImage(48, 32) });
    await form.getByRole('button', { name: 'Send request' }).click();
    await page.getByText('Thank you — your request has been sent.').waitFor();

    const requests = await adminGet<{ companyName: string; fileKind: string }[]>('/dealer');
    expect(requests.find((r) => r.companyName === 'Karim Tyre House Bogura')?.fileKind).toBe('image');
  });

  it('sends a message from /contact', async () => {
    const page = await phone();
    await page.goto(`${site.url}/contact`);
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByLabel('Your name').fill('Nasrin Akter');
    await form.getByLabel('Mobile number').fill('01911223344');
    await form.getByLabel('Subject').fill('Tyre for a CNG auto-rickshaw');
    await form.getByLabel('Message').fill('Which size fits a Bajaj CNG, and is there a dealer in Tangail?');
    await form.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Thank you — your message has been sent.').waitFor();

    const messages = await adminGet<{ subject: string }[]>('/contact/messages');
    expect(messages.some((m) => m.subject === 'Tyre for a CNG auto-rickshaw')).toBe(true);
  });

  it('sees the banner carousel and the video facade on home; the player is made only after Play', async () => {
    const page = await (await site.browser.newContext({ viewport: { width: 1366, height: 800 } })).newPage();
    await page.goto(site.url);
    await appTookOver(page);
    const carousel = page.getByRole('region', { name: 'Featured' });
    await carousel.waitFor();
    const firstImage = carousel.getByTestId('banner-slide').first().locator('img');
    expect(await firstImage.getAttribute('fetchpriority')).toBe('high');
    expect(await firstImage.getAttribute('srcset')).toMatch(/ \d+w/);
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    expect(await carousel.getByRole('button', { name: 'Show slide 2' }).getAttribute('aria-current')).toBe(
      'true',
    );

    const play = page.getByRole('button', { name: 'Play the video' });
    await play.scrollIntoViewIfNeeded();
    expect(await page.locator('iframe, video').count()).toBe(0);
    await play.click();
    await page.getByTestId('video-player').waitFor({ state: 'attached' });
    expect(await page.locator('iframe, video').count()).toBe(1);
  });

  it('shows every content page at 320 px without sideways scrolling', async () => {
    const page = await (await site.browser.newContext({ viewport: { width: 320, height: 640 } })).newPage();
    for (const path of ['/gallery', '/career', '/dealer', '/contact']) {
      await page.goto(`${site.url}${path}`);
      await page.locator('[data-boundary="content"] h1').waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320);
    }
  });

  it('meets axe (no serious or critical violation) on the gallery with the viewer open, career, a job, dealership and contact', async () => {
    const page = await phone();
    const found: Record<string, string[]> = {};
    await page.goto(`${site.url}/gallery`);
    await page.getByTestId('gallery-thumb').first().click();
    await page.getByRole('dialog', { name: 'Picture viewer' }).waitFor();
    found['/gallery (viewer)'] = await seriousAxeRules(page);
    await page.goto(`${site.url}/career`);
    await page.getByTestId('job-card').first().waitFor();
    found['/career'] = await seriousAxeRules(page);
    await page.getByTestId('job-card').first().getByRole('heading').getByRole('link').click();
    await page.getByRole('form', { name: 'Apply for this job' }).waitFor();
    found['/jobs/:slug'] = await seriousAxeRules(page);
    for (const [path, form] of [
      ['/dealer', 'Send a dealership request'],
      ['/contact', 'Send us a message'],
    ] as const) {
      await page.goto(`${site.url}${path}`);
      await page.getByRole('form', { name: form }).waitFor();
      found[path] = await seriousAxeRules(page);
    }
    expect(Object.fromEntries(Object.entries(found).filter(([, rules]) => rules.length > 0))).toEqual({});
  });
});
