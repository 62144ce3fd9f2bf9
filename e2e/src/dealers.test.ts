// Issue 42, find a dealer: a visitor on a phone filters the demo dealers by district and service
// (truck tyres), finds one to call, sorts by distance with the browser's location (asked only
// when pressed), opens the dealer's page with its authorisation number, and checks whether a
// shop is authorised.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations, settle } from './axe';
import { pngImage } from './files';
import { appTookOver, login } from './pages';
import { admin, adminToken } from './site';
import { startSite, type Site } from './site';
import { startTileServer, type TileServer } from './tile-server';

let site: Site;
// the maps' tiles from a tile server on loopback (configured as MAP_TILES_URL would)
let tiles: TileServer;
beforeAll(async () => {
  tiles = await startTileServer();
  site = await startSite({ mapTiles: tiles.template });
});
afterAll(async () => {
  await site?.stop();
  await tiles?.close();
});

const phone = { width: 390, height: 844 };
/** The Banani truck stand at Bogura: where the visitor stands. */
const bogura = { latitude: 24.8152, longitude: 89.3851 };

describe('a truck driver looking for a dealer on a phone', () => {
  it('filters by district and truck tyres, calls a dealer, sorts nearest first with km and opens its page', async () => {
    const context = await site.browser.newContext({
      viewport: phone,
      isMobile: true,
      hasTouch: true,
      locale: 'en-US',
      geolocation: bogura,
      permissions: ['geolocation'],
    });
    try {
      const page = await context.newPage();
      await page.goto(`${site.url}/dealers`);
      await page.getByRole('heading', { level: 1, name: 'Find a dealer' }).waitFor();
      await appTookOver(page);
      await page.getByTestId('dealer-card').first().waitFor();

      await page.getByRole('combobox', { name: 'District' }).selectOption({ label: 'Bogura' });
      await page.getByRole('combobox', { name: 'Service' }).selectOption({ label: 'Truck & bus tyres' });
      await page.waitForURL(/district=Bogura.*service=truck-tyres/);
      const card = page.getByTestId('dealer-card').filter({ hasText: 'Banani Truck Tyre House' });
      await card.waitFor();
      // the list of every district may still be shown for a moment while the filtered one loads
      await expect.poll(() => page.getByTestId('dealer-card').count()).toBe(1);
      const call = card.getByRole('link', { name: /^Call 01\d{3}-\d{6}, Banani Truck Tyre House$/ });
      expect(await call.getAttribute('href')).toMatch(/^tel:\+8801\d{9}$/);
      expect(
        await card.getByRole('link', { name: /Directions to Banani Truck Tyre House/ }).getAttribute('href'),
      ).toBe('https://www.google.com/maps/dir/?api=1&destination=24.8152,89.3851');
      // the page fits a phone: nothing wider than the screen
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        phone.width,
      );

      // nearest first, among every truck-tyre dealer
      await page.getByRole('combobox', { name: 'District' }).selectOption({ label: 'All districts' });
      await page.getByRole('button', { name: 'Dealers near me' }).click();
      await page.getByText('Nearest first from your location.').waitFor();
      const first = page.getByTestId('dealer-card').first();
      // the list sorted by name may still be shown for a moment while the nearest-first one loads
      await expect
        .poll(() => first.getByRole('heading', { level: 2 }).innerText())
        .toBe('Banani Truck Tyre House');
      await expect(first.getByText(/^0 km away$/).count()).resolves.toBe(1);
      await expect(page.getByTestId('dealer-card').nth(1).innerText()).resolves.toMatch(/\d+(\.\d)? km away/);

      await first.getByRole('link', { name: 'Banani Truck Tyre House', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'Banani Truck Tyre House' }).waitFor();
      expect(await page.getByTestId('auth-number').innerText()).toMatch(/^TBD-\d{4}-\d{4}$/);
      await expect(page.title()).resolves.toContain('Banani Truck Tyre House');
    } finally {
      await context.close();
    }
  });

  it('sees every listed dealer on the map over the configured tiles, taps one to open its page, and still sees them all when tiles cannot load', async () => {
    const places = (await (await fetch(`${site.apiUrl}/dealer-places`)).json()) as unknown[];
    expect(places.length).toBeGreaterThanOrEqual(60);
    const context = await site.browser.newContext({ viewport: phone, isMobile: true, hasTouch: true });
    try {
      const page = await context.newPage();
      const answer = await page.goto(`${site.url}/dealers`);
      // the page policy lets the configured tile server's pictures in, and no other
      expect(answer?.headers()['content-security-policy']).toMatch(
        new RegExp(`img-src [^;]*${new URL(tiles.template.replace(/\{\w\}/g, '0')).origin}`),
      );
      await appTookOver(page);
      await page.getByTestId('dealer-card').first().waitFor();
      const markers = page.locator('.kit-map [data-point]');
      await expect.poll(() => markers.count()).toBe(places.length);
      await expect.poll(() => page.locator('.kit-map img.leaflet-tile-loaded').count()).toBeGreaterThan(0);
      expect(tiles.asked.length).toBeGreaterThan(0);
      await page.getByRole('region', { name: `Map of ${places.length} dealers` }).waitFor();
      await page.getByText('Test tiles').waitFor();
      // the map fits the phone
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        phone.width,
      );

      // a tap on a marker (others may overlap it where dealers are close: the event goes to it)
      await page.locator('.kit-map [data-point="banani-truck-tyre-house"]').dispatchEvent('click');
      const popup = page.locator('.kit-map__popup');
      await popup.getByText('Banani Truck Tyre House').waitFor();
      await popup.getByRole('link', { name: 'See the dealer' }).click();
      await page.getByRole('heading', { level: 1, name: 'Banani Truck Tyre House' }).waitFor();
      await expect.poll(() => page.locator('.kit-map [data-point]').count()).toBe(1);
      await page.getByRole('region', { name: 'Map of Banani Truck Tyre House' }).waitFor();

      // the tile server down: the markers stand on the country's outline
      tiles.setUp(false);
      await page.goto(`${site.url}/dealers?lang=bn`);
      await appTookOver(page);
      await expect.poll(() => page.locator('.kit-map [data-point]').count()).toBe(places.length);
      await page
        .locator('.kit-map.kit-map--outline path.kit-map__land')
        .first()
        .waitFor({ state: 'attached' });
      // no tile was drawn (a failed tile is an empty picture)
      expect(
        await page.evaluate(() =>
          [...document.querySelectorAll<HTMLImageElement>('.kit-map img.leaflet-tile')].some(
            (img) => img.naturalWidth > 0,
          ),
        ),
      ).toBe(false);
      await page.getByRole('button', { name: 'বড় করে দেখুন' }).waitFor();
    } finally {
      tiles.setUp(true);
      await context.close();
    }
  });

  it('finds the dealers near a chosen district on a truck tyre’s page, with their count there, and calls one', async () => {
    const [tyre] = (await (
      await fetch(`${site.apiUrl}/products/finder?category=truck-bus&page=0&size=1`)
    ).json()) as Array<{
      slug: string;
    }>;
    const context = await site.browser.newContext({ viewport: phone, isMobile: true, hasTouch: true });
    try {
      const page = await context.newPage();
      await page.goto(`${site.url}/products/${tyre!.slug}`);
      await appTookOver(page);
      const box = page.getByTestId('dealers-near');
      await box.getByRole('heading', { name: 'Find a dealer near you' }).waitFor();
      await box.getByRole('combobox', { name: 'Your district' }).selectOption({ label: 'Bogura' });
      await box.getByText(/^\d+ dealers? in Bogura stocks? Truck & Bus\.$/).waitFor();
      const list = box.getByRole('list', { name: 'Nearest dealers' });
      await expect.poll(() => list.getByRole('listitem').count()).toBe(3);
      const first = list.getByRole('listitem').first();
      expect(await first.innerText()).toMatch(/Bogura · \d+(\.\d)? km/);
      expect(await first.getByRole('link', { name: /^Call 01\d{3}-\d{6}, / }).getAttribute('href')).toMatch(
        /^tel:\+8801\d{9}$/,
      );
      // remembered for the next product
      await page.reload();
      await appTookOver(page);
      await expect
        .poll(() =>
          page.getByTestId('dealers-near').getByRole('combobox', { name: 'Your district' }).inputValue(),
        )
        .toBe('Bogura');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        phone.width,
      );
    } finally {
      await context.close();
    }
  });

  it('checks whether a shop is authorised by its number, and hears when it is not', async () => {
    const context = await site.browser.newContext({
      viewport: phone,
      isMobile: true,
      hasTouch: true,
      locale: 'en-US',
    });
    try {
      const page = await context.newPage();
      await page.goto(`${site.url}/dealers`);
      await appTookOver(page);
      const field = page.getByRole('textbox', { name: 'Authorisation or phone number' });
      await field.fill('TBD-2025-0025');
      await page.getByRole('button', { name: 'Check', exact: true }).click();
      await page.getByText(/in Bogura is our authorised dealer \(number TBD-2025-0025\)/).waitFor();
      await field.fill('TBD-1999-0001');
      await page.getByRole('button', { name: 'Check', exact: true }).click();
      await page.getByText('TBD-1999-0001 is not an authorised dealer', { exact: false }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('gets the first screen of /dealers and of a dealer’s page painted by the server, in English and Bangla, the app then taking over without a move', async () => {
    const html = async (path: string) => (await fetch(site.url + path)).text();
    // the first page of the list, as the address chose it
    const list = await html('/dealers');
    expect(list).toContain('data-first-paint="en"');
    expect(list).toMatch(/<h1[^>]*>Find a dealer<\/h1>/);
    expect(list.match(/data-testid="dealer-card"/g)?.length).toBe(20);
    const bogura = await html('/dealers?district=Bogura&service=truck-tyres&lang=bn');
    expect(bogura).toContain('data-first-paint="bn"');
    expect(bogura).toMatch(/<h1[^>]*>ডিলার খুঁজুন<\/h1>/);
    expect(bogura).toContain('Banani Truck Tyre House');
    expect(bogura).not.toMatch(/aria-busy="true"[^>]*>[^<]*<span class="kit-spinner"/);
    const one = await html('/dealers/banani-truck-tyre-house');
    expect(one).toMatch(/<h1[^>]*>Banani Truck Tyre House<\/h1>/);
    expect(one).toMatch(/data-testid="auth-number"[^>]*>TBD-\d{4}-\d{4}</);

    // in a browser: the painted list is there before any script, and stays where it is
    const context = await site.browser.newContext({ viewport: phone, isMobile: true, locale: 'en-US' });
    try {
      const page = await context.newPage();
      await page.goto(`${site.url}/dealers`, { waitUntil: 'commit' });
      const painted = page.locator('[data-first-paint] [data-testid="dealer-card"]').first();
      await painted.waitFor();
      const before = await painted.boundingBox();
      await appTookOver(page);
      const card = page.getByTestId('dealer-card').first();
      await card.waitFor();
      expect(await card.boundingBox()).toEqual(before);
    } finally {
      await context.close();
    }
  });

  it('has /dealers and the dealer pages in the sitemap, and a TireShop on a dealer page', async () => {
    const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${site.url}/dealers</loc>`);
    expect(sitemap).toContain(`<loc>${site.url}/dealers/banani-truck-tyre-house</loc>`);
    const html = await (await fetch(`${site.url}/dealers/banani-truck-tyre-house`)).text();
    expect(html).toContain('"@type":"TireShop"');
    expect(html).toContain(
      '<meta property="og:title" content="Banani Truck Tyre House · Dealers · Tyre Bangladesh">',
    );
  });

  it('fits a 320 px phone and has no serious accessibility problem, in English and Bangla', async () => {
    for (const lang of ['en', 'bn']) {
      const context = await site.browser.newContext({
        viewport: { width: 320, height: 640 },
        isMobile: true,
      });
      try {
        const page = await context.newPage();
        for (const path of [
          `/dealers?lang=${lang}&check=TBD-2025-0025`,
          `/dealers/banani-truck-tyre-house?lang=${lang}`,
        ]) {
          await page.goto(site.url + path);
          await appTookOver(page);
          await settle(page, 'main h1');
          expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(
            320,
          );
          expect(await seriousViolations(page), path).toEqual([]);
        }
      } finally {
        await context.close();
      }
    }
  });
});

describe('an admin keeping a dealer', () => {
  it('sees every dealer on the overview’s map, an unlisted one set apart, opens one in Dealers, and still has the map when tiles cannot load', async () => {
    const token = await adminToken(site);
    const auth = { Authorization: `Bearer ${token}` };
    // a dealer taken off the public list: still on the admin's map, marked apart
    const unlisted = await fetch(`${site.apiUrl}/dealers/banani-truck-tyre-house`, {
      method: 'PUT',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ listed: false }),
    });
    expect(unlisted.status).toBe(200);
    const context = await site.browser.newContext({ viewport: { width: 1366, height: 800 } });
    try {
      const all = (await (
        await fetch(`${site.apiUrl}/dealer-places?all=1`, { headers: auth })
      ).json()) as Array<{
        slug: string;
        listed: boolean;
        authNumber: string;
      }>;
      const listed = all.filter((p) => p.listed).length;
      expect(all.length - listed).toBeGreaterThanOrEqual(1);
      const page = await context.newPage();
      await login(page, site.url, admin.email, admin.password);
      await page.goto(`${site.url}/dashboard`);
      const map = page.getByRole('region', { name: `Map of ${all.length} dealers` });
      await map.waitFor();
      const markers = map.locator('[data-point]');
      await expect.poll(() => markers.count()).toBe(all.length);
      await expect.poll(() => page.locator('.kit-map img.leaflet-tile-loaded').count()).toBeGreaterThan(0);
      const legend = page.getByRole('list', { name: 'Legend' });
      await legend.getByText(`Listed (${listed})`).waitFor();
      await legend.getByText(`Unlisted (${all.length - listed})`).waitFor();
      const banani = map.locator('[data-point="banani-truck-tyre-house"]');
      expect(await banani.getAttribute('class')).toContain('kit-map__marker--muted');
      expect(await map.locator('.kit-map__marker--muted').count()).toBe(all.length - listed);
      await settle(page);
      expect(await seriousViolations(page)).toEqual([]);

      // a marker (others may overlap it where dealers are close: the event goes to it)
      await banani.dispatchEvent('click');
      const popup = page.locator('.kit-map__popup');
      await popup.getByText('Bogura · unlisted: visitors do not see it').waitFor();
      await popup.getByRole('link', { name: 'Open in Dealers' }).click();
      const number = all.find((p) => p.slug === 'banani-truck-tyre-house')!.authNumber;
      await page.waitForURL(`**/dashboard/dealers?search=${number}`);
      await expect
        .poll(() => page.getByRole('row').filter({ hasText: 'Banani Truck Tyre House' }).count())
        .toBe(1);

      // the tile server down, in Bangla: the dealers stand on the country's outline, and a note says so
      tiles.setUp(false);
      await page.goto(`${site.url}/dashboard?lang=bn`);
      const outlined = page.getByRole('region', { name: /ডিলারের মানচিত্র$/ });
      await outlined.waitFor();
      await expect.poll(() => outlined.locator('[data-point]').count()).toBe(all.length);
      await page
        .locator('.kit-map.kit-map--outline path.kit-map__land')
        .first()
        .waitFor({ state: 'attached' });
      await page.getByText('মানচিত্রের পটভূমি লোড হয়নি', { exact: false }).waitFor();
      // the figures are still there
      await page.getByTestId('count-total').waitFor();
    } finally {
      tiles.setUp(true);
      await context.close();
      await fetch(`${site.apiUrl}/dealers/banani-truck-tyre-house`, {
        method: 'PUT',
        headers: { ...auth, 'Content-Type': 'application/json' },
        body: JSON.stringify({ listed: true }),
      });
    }
  });

  it('gives it a photo, sets its place by a click on the map and by typing, and the dealer’s page shows the photo', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1366, height: 800 } });
    try {
      const page = await context.newPage();
      await login(page, site.url, admin.email, admin.password);
      await page.goto(`${site.url}/dashboard/dealers?search=Banani`);
      const row = page.getByRole('row').filter({ hasText: 'Banani Truck Tyre House' });
      await row.getByRole('button', { name: 'Edit' }).click();
      const dialog = page.getByRole('dialog');
      const latitude = dialog.getByLabel('Latitude');
      await expect.poll(() => latitude.inputValue()).toBe('24.8152');
      // a click on the map (its middle, beside the marker) names a place there
      const map = dialog.getByRole('region', { name: "Map: click to set the dealer's location" });
      await map.locator('[data-point]').waitFor();
      await map.scrollIntoViewIfNeeded();
      // the dialog has finished opening (it grows from small): the map has its own size
      await expect
        .poll(async () => (await map.boundingBox())?.width)
        .toBe(await map.evaluate((el) => (el as HTMLElement).offsetWidth));
      const box = (await map.boundingBox())!;
      await map.click({ position: { x: box.width / 2 + 60, y: box.height / 2 + 40 } });
      await expect.poll(() => latitude.inputValue()).not.toBe('24.8152');
      expect(Math.abs(Number(await latitude.inputValue()) - 24.8152)).toBeLessThan(0.05);
      // typed back: the marker follows
      await latitude.fill('24.8152');
      await dialog.getByLabel('Longitude').fill('89.3851');
      await dialog.locator('input[type=file]').setInputFiles({
        name: 'shop.png',
        mimeType: 'image/png',
        buffer: pngImage(1200, 800),
      });
      await dialog.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Dealer updated').first().waitFor();
      await row.locator('img').first().waitFor();

      await page.goto(`${site.url}/dealers/banani-truck-tyre-house`);
      const photo = page.getByRole('img', { name: 'The shop of Banani Truck Tyre House' });
      await photo.waitFor();
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1000);
      const place = (await (await fetch(`${site.apiUrl}/dealers/banani-truck-tyre-house`)).json()) as {
        lat: number;
        lng: number;
      };
      expect([place.lat, place.lng]).toEqual([24.8152, 89.3851]);
    } finally {
      await context.close();
    }
  });
});
