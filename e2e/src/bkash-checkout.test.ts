// Paying an order with bKash online (Tokenized Checkout) in a real browser: the gateway is the
// loopback server of the API's tests (api/src/test/bkash-gateway.ts, run as a process of its own
// by bkash-gateway-serve.ts), which answers as bKash documents and has a payment page that sends
// the browser back to the shop. In English on a
// laptop and in Bangla on a 320 px phone. SHOTS_DIR=<dir> writes screenshots of the screens at
// 390 x 844 and 1366 x 800.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from './pages';
import { startGatewayProcess, type GatewayProcess } from './loopback-process';
import { orderScreen, shoot } from './payment-checkout';
import { admin, adminCall, startSite, type Site } from './site';

let gateway: GatewayProcess;
let site: Site;

beforeAll(async () => {
  gateway = await startGatewayProcess('bkash-gateway-serve.ts');
  site = await startSite({ apiEnv: (url) => ({ ...gateway.env, PUBLIC_ORIGIN: url }) });
});
afterAll(async () => {
  await site?.stop();
  await gateway?.stop();
});

const words = {
  en: {
    online: 'bKash online payment',
    pay: 'Pay with bKash',
    paid: 'Payment received. Thank you!',
    cancelled: 'You cancelled the payment',
    payAgain: 'Pay again with bKash',
    cod: 'Order with Cash on Delivery',
  },
  bn: {
    online: 'বিকাশে অনলাইন পেমেন্ট',
    pay: 'বিকাশে পেমেন্ট করুন',
    paid: 'পেমেন্ট পেয়েছি। ধন্যবাদ!',
    cancelled: 'আপনি পেমেন্ট বাতিল করেছেন',
    payAgain: 'বিকাশে আবার পেমেন্ট করুন',
    cod: 'ক্যাশ অন ডেলিভারিতে অর্ডার করুন',
  },
} as const;

describe('paying with bKash online', () => {
  it('in English: the customer pays on bKash, comes back to a paid order, and the admin sees the payment', async () => {
    const context = await site.browser.newContext({
      locale: 'en-US',
      viewport: { width: 1366, height: 800 },
    });
    const page = await context.newPage();
    const checkout = await orderScreen(page, site.url, 'en', '01712345671', words.en.online);
    const w = words.en;
    await shoot(page, 'bkash-order-en', checkout.getByRole('radio', { name: new RegExp(w.online) }));
    await checkout.getByRole('button', { name: w.pay }).click();

    await page.waitForURL(/\/pay\/TR0011/);
    await page.getByRole('button', { name: 'Confirm payment' }).click();
    await page.waitForURL(/\/payment\/bkash\?paymentID=.*status=success/);
    const result = checkout.getByTestId('payment-result');
    await expect(result.getByRole('status').innerText()).resolves.toBe(w.paid);
    await expect(result.getAttribute('data-outcome')).resolves.toBe('paid');
    const reference = await result.getByTestId('order-reference').innerText();
    // paid: the cart is empty
    await page.waitForFunction(
      () => document.querySelector('[data-testid="cart-count"]')?.textContent === '0',
    );
    await shoot(page, 'bkash-paid-en', result);

    const paymentID = new URL(page.url()).searchParams.get('paymentID')!;
    const orders = await adminCall<
      { reference: string; status: string; payment: { paymentID?: string; trxID?: string } }[]
    >(site, 'GET', `/orders/all?search=${encodeURIComponent(reference)}`);
    expect(orders[0]).toMatchObject({ reference, status: 'pending', payment: { paymentID } });
    const trxID = orders[0]!.payment.trxID!;
    expect(trxID).toMatch(/^BK\d{8}$/);

    // the admin's order page shows the payment
    const desk = await (await site.browser.newContext({ viewport: { width: 1366, height: 800 } })).newPage();
    await login(desk, site.url, admin.email, admin.password);
    await desk.goto(`${site.url}/dashboard/orders`);
    await desk.getByRole('searchbox', { name: 'Search orders' }).fill(reference);
    await desk.getByRole('searchbox', { name: 'Search orders' }).press('Enter');
    await desk.getByRole('link', { name: `Open ${reference}` }).click();
    await desk.getByRole('heading', { name: `Order ${reference}` }).waitFor();
    await expect(desk.getByTestId('payment-id').innerText()).resolves.toBe(paymentID);
    await desk.getByText(trxID, { exact: true }).waitFor();
    await shoot(desk, 'bkash-admin-en', desk.getByTestId('payment-id'));
    await desk.context().close();
    await context.close();
  });

  it('in Bangla on a 320 px phone: a cancelled payment offers pay again, and paying again pays the order', async () => {
    const context = await site.browser.newContext({ locale: 'bn-BD', viewport: { width: 320, height: 640 } });
    const page = await context.newPage();
    const checkout = await orderScreen(page, site.url, 'bn', '01812345672', words.bn.online);
    const w = words.bn;
    await shoot(page, 'bkash-order-bn', checkout.getByRole('radio', { name: new RegExp(w.online) }));
    await checkout.getByRole('button', { name: w.pay }).click();
    await page.waitForURL(/\/pay\/TR0011/);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(/\/payment\/bkash\?paymentID=.*status=cancel/);
    const result = checkout.getByTestId('payment-result');
    await expect(result.getByRole('status').innerText()).resolves.toBe(w.cancelled);
    await result.getByRole('link', { name: w.cod }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shoot(page, 'bkash-cancelled-bn', result);

    await result.getByRole('button', { name: w.payAgain }).click();
    await page.waitForURL(/\/pay\/TR0011/);
    await page.getByRole('button', { name: 'Confirm payment' }).click();
    await page.waitForURL(/\/payment\/bkash\?paymentID=.*status=success/);
    await expect(checkout.getByTestId('payment-result').getByRole('status').innerText()).resolves.toBe(
      w.paid,
    );
    await shoot(page, 'bkash-paid-bn', checkout.getByTestId('payment-result'));
    await context.close();
  });
});
