// Issue 41 (Steadfast): a guest orders; an admin books the order with Steadfast from the
// dashboard; Steadfast's webhook says delivered; the guest's tracking page shows it delivered, in
// English and in Bangla. Steadfast is a small server on loopback answering as its merchant API
// documents (create_order, status_by_invoice). SHOTS_DIR=<dir> also writes screenshots of the
// order page with its booking button and of the list with the bulk button, at 390 x 844 and
// 1366 x 800, in English and Bangla.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, orderFirstProduct } from './pages';
import { shootBothSizes } from './shots';
import { admin, adminCall, startSite, type Site } from './site';

const TOKEN = 'e2e-steadfast-webhook-token-0001';
const API_KEY = 'e2e-api-key';
const SECRET_KEY = 'e2e-secret-key';

interface Parcel {
  consignment_id: number;
  invoice: string;
  tracking_code: string;
  cod_amount: number;
  status: string;
}

/** Steadfast on loopback: books parcels, answers their status by invoice. */
async function startSteadfast(): Promise<{ server: Server; baseUrl: string; parcels: Parcel[] }> {
  const parcels: Parcel[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.headers['api-key'] !== API_KEY || req.headers['secret-key'] !== SECRET_KEY)
        return send(401, { message: 'Unauthorized.' });
      const path = (req.url ?? '').replace(/^\/api\/v1/, '');
      if (req.method === 'POST' && path === '/create_order') {
        const input = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
        const id = 1500000 + parcels.length;
        const parcel = {
          consignment_id: id,
          invoice: String(input.invoice),
          tracking_code: `E2E${id}`,
          cod_amount: Number(input.cod_amount),
          status: 'in_review',
        };
        parcels.push(parcel);
        return send(200, {
          status: 200,
          message: 'Consignment has been created successfully.',
          consignment: parcel,
        });
      }
      const byInvoice = path.match(/^\/status_by_invoice\/(.+)$/);
      if (req.method === 'GET' && byInvoice) {
        const parcel = parcels.find((p) => p.invoice === decodeURIComponent(byInvoice[1]!));
        return parcel
          ? send(200, { status: 200, delivery_status: parcel.status })
          : send(404, { status: 404, message: 'Not found.' });
      }
      return send(404, { message: 'Not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`, parcels };
}

let site: Site;
let steadfast: Awaited<ReturnType<typeof startSteadfast>>;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  steadfast = await startSteadfast();
  site = await startSite({
    apiEnv: {
      STEADFAST_BASE_URL: steadfast.baseUrl,
      STEADFAST_API_KEY: API_KEY,
      STEADFAST_SECRET_KEY: SECRET_KEY,
      STEADFAST_WEBHOOK_TOKEN: TOKEN,
    },
  });
});
afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
  await site?.stop();
  await new Promise((resolve) => steadfast?.server.close(resolve));
});

async function newPage(locale = 'en-US'): Promise<Page> {
  const context = await site.browser.newContext({ viewport: { width: 1366, height: 800 }, locale });
  contexts.push(context);
  return context.newPage();
}

/** Both sizes of the page as it is, when SHOTS_DIR is set. */
const shoot = (page: Page, name: string, ready: () => Promise<unknown>) =>
  shootBothSizes(page, `steadfast-${name}`, ready);

const mobile = `018${String(Date.now()).slice(-8)}`;
let reference = '';
let key = '';

describe('shipping with Steadfast', () => {
  it('an admin books a processing order with Steadfast; the order is shipped with its tracking code', async () => {
    const shop = await newPage();
    ({ key, reference } = await orderFirstProduct(shop, site.url, {
      name: 'Karim Hossain',
      mobile,
      address: 'House 8, Road 4',
      thana: 'Dhanmondi',
    }));
    await adminCall(site, 'PUT', `/orders/${key}`, { status: 'processing' });

    const desk = await newPage();
    await login(desk, site.url, admin.email, admin.password);
    // the list: processing orders can be selected and booked together
    await desk.goto(`${site.url}/dashboard/orders?status=processing`);
    const select = desk.getByRole('checkbox', { name: `Select ${reference}` });
    await select.waitFor();
    await select.check();
    const bulk = desk.getByRole('button', { name: /^Book selected with Steadfast \(1\)$/ });
    await expect(bulk.isEnabled()).resolves.toBe(true);
    await shoot(desk, 'list-en', () => bulk.waitFor());
    await desk.goto(`${site.url}/dashboard/orders?status=processing&lang=bn`);
    await desk.getByRole('heading', { level: 1, name: 'অর্ডার' }).waitFor();
    await desk.getByRole('checkbox', { name: `${reference} বাছাই করুন` }).check();
    await shoot(desk, 'list-bn', () =>
      desk.getByRole('button', { name: /^বাছাই করা অর্ডার স্টেডফাস্টে বুক করুন/ }).waitFor(),
    );
    // the order page in Bangla, then English
    await desk.goto(`${site.url}/dashboard/orders/${key}?lang=bn`);
    const bookBn = desk.getByRole('button', { name: 'স্টেডফাস্টে বুক করুন' });
    await shoot(desk, 'order-bn', () => bookBn.waitFor());
    await desk.goto(`${site.url}/dashboard/orders/${key}?lang=en`);
    const book = desk.getByRole('button', { name: 'Book with Steadfast' });
    await shoot(desk, 'order-en', () => book.waitFor());

    await book.click();
    await desk.getByRole('button', { name: 'Yes' }).click();
    await desk.waitForFunction(
      () => document.querySelector('[data-testid="order-status"]')?.textContent === 'shipped',
    );
    expect(steadfast.parcels.filter((p) => p.invoice === reference)).toHaveLength(1);
    const parcel = steadfast.parcels.find((p) => p.invoice === reference)!;
    await expect(desk.getByTestId('tracking-link').innerText()).resolves.toContain(parcel.tracking_code);
    await expect(desk.getByRole('button', { name: 'Book with Steadfast' }).count()).resolves.toBe(0);
    await shoot(desk, 'shipped-en', () => desk.getByTestId('tracking-link').waitFor());
  });

  it('Steadfast’s webhook says delivered; the guest’s tracking page shows it delivered in English and Bangla', async () => {
    const parcel = steadfast.parcels.find((p) => p.invoice === reference)!;
    const hook = await fetch(`${site.apiUrl}/couriers/steadfast/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` },
      body: JSON.stringify({
        notification_type: 'delivery_status',
        consignment_id: parcel.consignment_id,
        invoice: reference,
        cod_amount: parcel.cod_amount,
        status: 'delivered',
        delivery_charge: 60,
        tracking_message: 'Delivered to the customer',
        updated_at: '2026-11-28 10:00:00',
      }),
    });
    expect(hook.status).toBe(200);

    for (const [locale, heading, button, delivered] of [
      ['en-US', 'Track your order', 'Track order', 'Completed'],
      ['bn-BD', 'অর্ডার ট্র্যাক করুন', 'অর্ডার ট্র্যাক করুন', 'সম্পন্ন'],
    ] as const) {
      const page = await newPage(locale);
      await page.goto(`${site.url}/track?ref=${reference}`);
      const checkout = page.locator('[data-boundary="checkout"]');
      await checkout.getByRole('heading', { level: 1, name: heading }).waitFor();
      await checkout.getByLabel(locale === 'en-US' ? /^Mobile number/ : /^মোবাইল নম্বর/).fill(mobile);
      await checkout.getByRole('button', { name: button }).click();
      const result = checkout.getByTestId('tracked-order');
      await result.waitFor();
      await expect(result.getByTestId('status-badge').innerText()).resolves.toBe(delivered);
      // every step done, "Delivered" the last
      const steps = result.locator('[data-testid="track-steps"] > li');
      expect(await steps.evaluateAll((items) => items.map((li) => li.getAttribute('data-done')))).toEqual([
        'true',
        'true',
        'true',
        'true',
      ]);
      await shoot(page, `track-${locale.slice(0, 2)}`, () => result.waitFor());
    }
  });
});
