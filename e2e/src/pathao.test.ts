// Issue 41 (Pathao): a guest orders; an admin books the order with Pathao from the dashboard (the
// city and zone proposed from the order's district and thana, chosen in the booking dialog);
// Pathao's webhook says delivered; the guest's tracking page shows it delivered with the courier's
// latest word, in English and in Bangla. Pathao is the loopback server of the API's tests
// (api/src/test/pathao-server.ts, run as a process of its own by pathao-server-serve.ts), which
// answers as Pathao's merchant API documents. SHOTS_DIR=<dir> also writes screenshots of the
// booking dialog, the order page, the list and the COD report at 390 x 844 and 1366 x 800, in
// English and Bangla.
import type { Order } from '@tyre/contracts';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGatewayProcess, type GatewayProcess } from './loopback-process';
import { login, placeCashOrder, register } from './pages';
import { shootBothSizes } from './shots';
import { admin, adminCall, startSite, type Site } from './site';

let pathao: GatewayProcess;
let site: Site;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  pathao = await startGatewayProcess('pathao-server-serve.ts');
  site = await startSite({ apiEnv: pathao.env });
});
afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
  await site?.stop();
  await pathao?.stop();
});

async function newPage(locale = 'en-US'): Promise<Page> {
  const context = await site.browser.newContext({ viewport: { width: 1366, height: 800 }, locale });
  contexts.push(context);
  return context.newPage();
}

/** Both sizes of the page as it is, when SHOTS_DIR is set. */
const shoot = (page: Page, name: string, ready: () => Promise<unknown>) =>
  shootBothSizes(page, `pathao-${name}`, ready);

/**
 * Puts an in-stock motorcycle tyre (about 3 kg) in an empty cart and places a Cash on Delivery order
 * of it: a Pathao parcel weighs at most 10 kg, and the demo's newest product (a tractor tyre) is
 * refused before Pathao is asked.
 */
async function orderMotorcycleTyre(
  page: Page,
  siteUrl: string,
  customer: Parameters<typeof placeCashOrder>[2],
): Promise<{ key: string; reference: string }> {
  await page.goto(`${siteUrl}/products?category=motorcycle`);
  const cards = page.locator('[data-boundary="catalog"] [data-testid="product-card"]');
  await cards.getByRole('button', { name: 'Add to cart', disabled: false }).first().click();
  await page.waitForFunction(() => document.querySelector('[data-testid="cart-count"]')?.textContent === '1');
  return placeCashOrder(page, siteUrl, customer);
}

/** Pathao's webhook call for an order event of a parcel, as Pathao sends it. */
async function pathaoSays(
  order: Order,
  event: string,
  extra: Record<string, unknown> = {},
): Promise<Response> {
  return fetch(`${site.apiUrl}/couriers/pathao/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-pathao-signature': pathao.env.PATHAO_WEBHOOK_SECRET! },
    body: JSON.stringify({
      consignment_id: order.shipment!.consignmentId,
      merchant_order_id: order.reference,
      updated_at: '2026-11-28 16:00:00',
      timestamp: new Date().toISOString().replace(/\.\d{3}Z$/, '+00:00'),
      store_id: Number(pathao.env.PATHAO_STORE_ID),
      event,
      ...extra,
    }),
  });
}

/** An admin moves the order to processing and books it with Pathao (Dhaka, Mirpur) through the API. */
async function bookByApi(key: string): Promise<{ processing: Order; shipped: Order }> {
  const processing = (
    await adminCall<{ order: Order }>(site, 'PUT', `/orders/${key}`, { status: 'processing' })
  ).order;
  const booked = await adminCall<{ results: { order: Order }[] }>(site, 'POST', '/couriers/pathao/bookings', {
    parcels: [{ order: processing._id, city: 1, zone: 53, weight: 3 }],
  });
  return { processing, shipped: booked.results[0]!.order };
}

const mobile = `017${String(Date.now()).slice(-8)}`;
let reference = '';
let key = '';

describe('shipping with Pathao', () => {
  it('an admin books a processing order with Pathao from the dashboard; the order is shipped with its consignment', async () => {
    const shop = await newPage();
    ({ key, reference } = await orderMotorcycleTyre(shop, site.url, {
      name: 'Nasrin Akter',
      mobile,
      address: 'House 12, Road 3',
      thana: 'Mirpur',
    }));
    await adminCall(site, 'PUT', `/orders/${key}`, { status: 'processing' });
    // a second one for the list's bulk booking
    const other = await orderMotorcycleTyre(shop, site.url, {
      name: 'Karim Hossain',
      mobile: `018${String(Date.now()).slice(-8)}`,
      address: 'Flat 4B, Road 27',
      thana: 'Dhanmondi',
    });
    await adminCall(site, 'PUT', `/orders/${other.key}`, { status: 'processing' });

    const desk = await newPage();
    await login(desk, site.url, admin.email, admin.password);
    // the list: processing orders can be selected and booked together
    await desk.goto(`${site.url}/dashboard/orders?status=processing`);
    await desk.getByRole('checkbox', { name: `Select ${reference}` }).check();
    await desk.getByRole('checkbox', { name: `Select ${other.reference}` }).check();
    await desk.getByRole('button', { name: 'Book selected with Pathao (2)' }).click();
    const bulk = desk.getByRole('dialog');
    await bulk.getByTestId(`pathao-parcel-${other.reference}`).getByTitle('Dhanmondi').waitFor();
    await shoot(desk, 'bulk-en', () =>
      bulk.getByTestId(`pathao-parcel-${reference}`).getByTitle('Mirpur').waitFor(),
    );
    await bulk.getByRole('button', { name: 'Cancel' }).click();

    // the order page in Bangla: the dialog proposes Dhaka and Mirpur from the district and thana
    await desk.goto(`${site.url}/dashboard/orders/${key}?lang=bn`);
    await desk.getByTestId('customer-record').waitFor();
    await desk.getByRole('button', { name: 'পাঠাওয়ে বুক করুন' }).click();
    const dialogBn = desk.getByRole('dialog');
    await shoot(desk, 'dialog-bn', () => dialogBn.getByTitle('Mirpur').waitFor());
    await dialogBn.getByRole('button', { name: 'বাতিল' }).click();

    await desk.goto(`${site.url}/dashboard/orders/${key}?lang=en`);
    await shoot(desk, 'order-en', () =>
      desk
        .getByTestId('customer-record')
        .getByText(/No other orders from/)
        .waitFor(),
    );
    await desk.getByRole('button', { name: 'Book with Pathao' }).click();
    const dialog = desk.getByRole('dialog');
    const parcel = dialog.getByTestId(`pathao-parcel-${reference}`);
    await parcel.getByTitle('Mirpur').waitFor();
    await expect(parcel.getByTitle('Dhaka').count()).resolves.toBe(1);
    await shoot(desk, 'dialog-en', () => parcel.getByTitle('Mirpur').waitFor());
    await dialog.getByRole('button', { name: 'Book and send the SMS' }).click();
    await desk.waitForFunction(
      () => document.querySelector('[data-testid="order-status"]')?.textContent === 'shipped',
    );
    const shipped = await adminCall<Order>(site, 'GET', `/orders/${key}`);
    expect(shipped.shipment).toMatchObject({ carrier: 'pathao', courier: { name: 'Pathao Courier' } });
    await expect(desk.getByTestId('tracking-link').innerText()).resolves.toContain(
      shipped.shipment!.consignmentId!,
    );
    await expect(desk.getByTestId('courier-state').innerText()).resolves.toBe('Booked');
    await shoot(desk, 'shipped-en', () => desk.getByTestId('tracking-link').waitFor());
  });

  it('Pathao’s webhook says delivered; the guest’s tracking page shows it delivered in English and Bangla', async () => {
    const order = await adminCall<Order>(site, 'GET', `/orders/${key}`);
    const integration = await fetch(`${site.apiUrl}/couriers/pathao/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-pathao-signature': pathao.env.PATHAO_WEBHOOK_SECRET!,
      },
      body: JSON.stringify({ event: 'webhook_integration' }),
    });
    expect(integration.status).toBe(202);
    expect(integration.headers.get('x-pathao-merchant-webhook-integration-secret')).toBe(
      'f3992ecc-59da-4cbe-a049-a13da2018d51',
    );
    const hook = await pathaoSays(order, 'order.delivered', { collected_amount: order.total });
    expect(hook.status).toBe(202);

    for (const [locale, heading, button, delivered, latest] of [
      ['en-US', 'Track your order', 'Track order', 'Completed', 'Delivered'],
      ['bn-BD', 'অর্ডার ট্র্যাক করুন', 'অর্ডার ট্র্যাক করুন', 'সম্পন্ন', 'ডেলিভারি হয়েছে'],
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
      await expect(result.getByTestId('track-courier-latest').innerText()).resolves.toContain(latest);
      await shoot(page, `track-${locale.slice(0, 2)}`, () => result.waitFor());
    }

    // the COD report counts what Pathao collected
    const desk = await newPage();
    await login(desk, site.url, admin.email, admin.password);
    await desk.goto(`${site.url}/dashboard/reports`);
    await desk.getByRole('tab', { name: 'COD by courier' }).click();
    const row = desk.getByRole('row', { name: /Pathao Courier/ });
    await row.waitFor();
    await shoot(desk, 'cod-en', () => row.waitFor());
    await desk.goto(`${site.url}/dashboard/reports?lang=bn`);
    await desk.getByRole('tab', { name: 'কুরিয়ার অনুযায়ী COD' }).click();
    await shoot(desk, 'cod-bn', () => desk.getByRole('row', { name: /পাঠাও কুরিয়ার/ }).waitFor());
  });

  it('a refused parcel comes back: the order is returned, the admin restocks it once, and the number’s next order warns of the refusal', async () => {
    const shop = await newPage();
    const refused = await orderMotorcycleTyre(shop, site.url, {
      name: 'Nasrin Akter',
      mobile,
      address: 'House 12, Road 3',
      thana: 'Mirpur',
    });
    const { processing, shipped } = await bookByApi(refused.key);
    expect((await pathaoSays(shipped, 'order.paid-return', { collected_amount: 60 })).status).toBe(202);
    // the same number orders again: its page warns before booking
    const next = await orderMotorcycleTyre(shop, site.url, {
      name: 'Nasrin Akter',
      mobile,
      address: 'House 12, Road 3',
      thana: 'Mirpur',
    });
    await adminCall(site, 'PUT', `/orders/${next.key}`, { status: 'processing' });
    const desk = await newPage();
    await login(desk, site.url, admin.email, admin.password);
    await desk.goto(`${site.url}/dashboard/orders/${next.key}?lang=bn`);
    await shoot(desk, 'refuser-bn', () => desk.getByTestId('refuser-warning').waitFor());
    await desk.goto(`${site.url}/dashboard/orders/${next.key}?lang=en`);
    await expect(desk.getByTestId('refuser-warning').innerText()).resolves.toContain(
      'Refused or returned before: 1',
    );
    await shoot(desk, 'refuser-en', () => desk.getByTestId('refuser-warning').waitFor());

    // the returned order: restocked once from its page
    await desk.goto(`${site.url}/dashboard/orders/${refused.key}`);
    const returned = desk.getByTestId('returned-parcel');
    await returned.getByText('Refused by the customer').waitFor();
    await shoot(desk, 'returned-en', () => returned.waitFor());
    const before = (
      await adminCall<{ stock: number }>(site, 'GET', `/products/${processing.items[0]!.product}`)
    ).stock;
    await returned.getByRole('button', { name: 'Put back into stock' }).click();
    await desk.getByRole('button', { name: 'Yes' }).click();
    await returned.getByTestId('return-resolution').waitFor();
    const after = (
      await adminCall<{ stock: number }>(site, 'GET', `/products/${processing.items[0]!.product}`)
    ).stock;
    expect(after).toBe(before + processing.items[0]!.quantity);
    await shoot(desk, 'restocked-en', () => returned.getByTestId('return-resolution').waitFor());

    // the guest's tracking page, in Bangla
    const guest = await newPage('bn-BD');
    await guest.goto(`${site.url}/track?ref=${refused.reference}`);
    const checkout = guest.locator('[data-boundary="checkout"]');
    await checkout.getByLabel(/^মোবাইল নম্বর/).fill(mobile);
    await checkout.getByRole('button', { name: 'অর্ডার ট্র্যাক করুন' }).click();
    const result = checkout.getByTestId('tracked-order');
    await expect(result.getByTestId('status-badge').innerText()).resolves.toBe('ফেরত এসেছে');
    await shoot(guest, 'track-returned-bn', () => result.waitFor());
  });

  it('a signed-in customer’s orders show the courier’s latest word, in English and Bangla', async () => {
    const page = await newPage();
    const stamp = String(Date.now()).slice(-8);
    await register(page, site.url, {
      name: 'Rafiq Ahmed',
      email: `rafiq.${stamp}@example.com`,
      mobile: `019${stamp}`,
      password: 'rafiq-pass-123',
    });
    const placed = await orderMotorcycleTyre(page, site.url, {
      name: 'Rafiq Ahmed',
      mobile: `019${stamp}`,
      address: 'House 3, Road 7',
      thana: 'Mirpur',
    });
    const { shipped } = await bookByApi(placed.key);
    expect((await pathaoSays(shipped, 'order.assigned-for-delivery')).status).toBe(202);
    await page.goto(`${site.url}/orders`);
    const latest = page.getByTestId('my-order-courier').first();
    await expect(latest.innerText()).resolves.toContain('Out for delivery');
    await shoot(page, 'my-orders-en', () => latest.waitFor());
    await page.goto(`${site.url}/orders?lang=bn`);
    await expect(page.getByTestId('my-order-courier').first().innerText()).resolves.toContain(
      'ডেলিভারির জন্য বের হয়েছে',
    );
    await shoot(page, 'my-orders-bn', () => page.getByTestId('my-order-courier').first().waitFor());
  });
});
