// Content from the admin's side: news made in the dashboard shows on /news and the home page; the
// home video and a banner set in the dashboard show on the home page; a visitor's job application
// (with a PDF CV) and dealer request (with a picture) reach the dashboard, where the admin opens
// the private files. Visitor steps go straight to the API, as the public forms would send them.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, startSite, type Site } from './site';
import { onePagePdf, pngImage } from './files';
import { login } from './pages';

let site: Site;
let page: Page;
beforeAll(async () => {
  site = await startSite();
  page = await (await site.browser.newContext({ viewport: { width: 1366, height: 800 } })).newPage();
  await login(page, site.url, admin.email, admin.password);
  // the admin works on a phone (the public nav's Account menu is behind its toggle there)
  await page.setViewportSize({ width: 390, height: 844 });
});
afterAll(async () => {
  await site?.stop();
});

const upload = (name: string, mimeType: string, buffer: Buffer) => ({ name, mimeType, buffer });
const toast = (text: string) => page.locator('.Toastify').getByText(text).waitFor();

describe('content administration', () => {
  it('an admin creates a news post with an image; the form clears and the post is on /news and the home page', async () => {
    const title = 'Monsoon tyre check E2E';
    await page.goto(`${site.url}/dashboard/news/create`);
    await page.getByText('size 455 x 277').waitFor();
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page
      .getByLabel('Description', { exact: true })
      .fill('Check your tread depth before the rains come.');
    await page
      .locator('.ant-form-item', { has: page.getByText('Image', { exact: true }) })
      .locator('input[type=file]')
      .setInputFiles(upload('monsoon.png', 'image/png', pngImage(455, 277)));
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await toast('News created');
    expect(await page.getByLabel('Title', { exact: true }).inputValue()).toBe('');

    await page.goto(`${site.url}/news`);
    const card = page.locator('[data-testid="news-card"]', { hasText: title });
    await card.waitFor();
    expect(await card.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(
      0,
    );
    await page.goto(site.url);
    await page.getByText(title).first().waitFor();
  });

  it('an admin sets the home video and adds a banner; the home page shows both', async () => {
    const videoUrl = 'https://media.example.com/tyres-on-the-road.mp4';
    await page.goto(`${site.url}/dashboard/video`);
    await page.getByText('video size is 1920 x 786').first().waitFor();
    await page.getByLabel('Url').fill(videoUrl);
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await toast('Video created');
    await page.getByRole('link', { name: `Edit ${videoUrl}` }).click();
    await page.waitForURL(/\/dashboard\/video\/[0-9a-f]{24}$/);
    await expect.poll(() => page.getByLabel('Url').inputValue()).toBe(videoUrl);
    await page.getByRole('button', { name: 'Update' }).click();
    await toast('Video updated');

    await page.goto(`${site.url}/dashboard/banner`);
    await page
      .locator('.ant-form-item', { has: page.getByText('Image', { exact: true }) })
      .locator('input[type=file]')
      .setInputFiles(upload('wide.png', 'image/png', pngImage(1200, 400)));
    await page.getByLabel('Title', { exact: true }).fill('Rain-ready tyres E2E');
    await page.getByLabel('Link').fill('https://example.com/rain-ready');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await toast('Banner created');
    await page.getByRole('cell', { name: 'Rain-ready tyres E2E', exact: true }).waitFor();

    await page.goto(site.url);
    const slide = page.locator('[data-testid="banner-slide"] img[alt="Rain-ready tyres E2E"]');
    await slide.waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Play the video' }).click();
    expect(await page.getByTestId('video-player').getAttribute('src')).toBe(videoUrl);
  });

  it('a visitor applies for a job with a PDF; the admin opens the CV in jobs-request', async () => {
    const jobs = (await (await fetch(`${site.apiUrl}/job`)).json()) as Array<{ slug: string; title: string }>;
    const job = jobs[0];
    if (!job) throw new Error('no open demo job');
    const form = new FormData();
    form.set('name', 'Farhana Akter');
    form.set('email', 'farhana.e2e@example.com.bd');
    form.set('mobile', '01811000123');
    form.set('cover', 'Five years selling tyres in Khulna.');
    form.set('cv', new Blob([new Uint8Array(onePagePdf())], { type: 'application/pdf' }), 'farhana-cv.pdf');
    const applied = await fetch(`${site.apiUrl}/job/${encodeURIComponent(job.slug)}/apply`, {
      method: 'POST',
      body: form,
    });
    expect(applied.status).toBe(201);

    await page.goto(`${site.url}/dashboard/jobs-request`);
    const cv = page.getByTitle(`CV of Farhana Akter for ${job.title}`);
    await cv.waitFor();
    const src = (await cv.getAttribute('src')) ?? '';
    expect(src).toMatch(/^blob:/);
    expect(await page.evaluate(async (url) => (await (await fetch(url)).text()).slice(0, 5), src)).toBe(
      '%PDF-',
    );
    const card = page.locator('.application', { has: cv });
    expect(await card.getByRole('heading').innerText()).toBe(job.title);
    expect(await card.getByRole('link', { name: 'Download' }).getAttribute('href')).toBe(src);
  });

  it('a visitor sends a dealer request with a picture; the admin sees it under Dealer Requests', async () => {
    const form = new FormData();
    form.set('name', 'Jamal Hossain');
    form.set('companyName', 'Jamal Tyre House');
    form.set('email', 'jamal.e2e@example.com.bd');
    form.set('mobile', '01911000456');
    form.set('message', 'We run a tyre shop in Bogura and want to be your dealer.');
    form.set(
      'file',
      new Blob([new Uint8Array(pngImage(300, 200))], { type: 'image/png' }),
      'trade-licence.png',
    );
    const sent = await fetch(`${site.apiUrl}/dealer`, { method: 'POST', body: form });
    expect(sent.status).toBe(201);

    await page.goto(`${site.url}/dashboard`);
    await page.getByRole('button', { name: 'Open the dashboard menu' }).click();
    await page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('menuitem', { name: 'Dealer Requests' })
      .click();
    await page.getByRole('link', { name: 'Open the request of Jamal Hossain' }).click();
    await page.waitForURL(/\/dashboard\/requests\/[^/]+$/);
    for (const text of [
      'Jamal Hossain',
      'Jamal Tyre House',
      'jamal.e2e@example.com.bd',
      '01911000456',
      'We run a tyre shop in Bogura and want to be your dealer.',
    ])
      await page.locator('.content-details').getByText(text, { exact: true }).waitFor();
    const image = page.getByRole('img', { name: 'File sent by Jamal Hossain' });
    await image.waitFor();
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(300);
  });
});
