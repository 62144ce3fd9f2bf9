// Paying an order by card through SSLCommerz in a real browser: the gateway is the loopback server
// of the API's tests (api/src/test/sslcommerz-gateway.ts, run as a process of its own by
// sslcommerz-gateway-serve.ts), which answers as SSLCommerz documents and has a hosted payment
// page whose outcome the browser posts back to the API (which validates it with SSLCommerz and
// sends the browser on to the checkout's return page). In English on a laptop (paid, then an
// admin refunds part of it) and in Bangla on a 320 px phone (declined, cancelled, paid again).
// SHOTS_DIR=<dir> writes screenshots of the screens at 390 x 844 and 1366 x 800.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from './pages';
import { startGatewayProcess, type GatewayProcess } from './loopback-process';
import { orderScreen, shoot } from './payment-checkout';
import { admin, adminCall, startSite, type Site } from './site';

let gateway: GatewayProcess;
let site: Site;

beforeAll(async () => {
  gateway = await startGatewayProcess('sslcommerz-gateway-serve.ts');
  site = await startSite({ apiEnv: (url) => ({ ...gateway.env, PUBLIC_ORIGIN: url }) });
});
afterAll(async () => {
  await site?.stop();
  await gateway?.stop();
});

const words = {
  en: {
    card: 'Card, mobile or internet banking',
    pay: 'Continue to payment',
    paid: 'Payment received. Thank you!',
    failed: 'The payment did not go through',
    cancelled: 'You cancelled the payment',
    payAgain: 'Pay again',
    cod: 'Order with Cash on Delivery',
  },
  bn: {
    card: 'কার্ড, মোবাইল বা ইন্টারনেট ব্যাংকিং',
    pay: 'পেমেন্ট করতে এগিয়ে যান',
    paid: 'পেমেন্ট পেয়েছি। ধন্যবাদ!',
    failed: 'পেমেন্ট সম্পন্ন হয়নি',
    cancelled: 'আপনি পেমেন্ট বাতিল করেছেন',
    payAgain: 'আবার পেমেন্ট করুন',
    cod: 'ক্যাশ অন ডেলিভারিতে অর্ডার করুন',
  },
} as const;

/** On SSLCommerz's hosted page: one of its buttons, then back through the API to the return page. */
async function onGateway(page: Page, button: string, status: 'success' | 'fail' | 'cancel') {
  await page.waitForURL(/\/gwprocess\/v4\/gw\.php\?Q=pay&SESSIONKEY=/);
  await page.getByRole('button', { name: button }).click();
  await page.waitForURL(new RegExp(`/payment/sslcommerz\\?tran_id=SC[0-9a-f]{24}&status=${status}$`));
}

describe('paying by card through SSLCommerz', () => {
  it('in English: the customer pays by card, comes back to a paid order, and an admin sees the payment and refunds part of it', async () => {
    const context = await site.browser.newContext({
      locale: 'en-US',
      viewport: { width: 1366, height: 800 },
    });
    const page = await context.newPage();
    const checkout = await orderScreen(page, site.url, 'en', '01712345681', words.en.card);
    const w = words.en;
    await shoot(page, 'sslcommerz-order-en', checkout.getByRole('radio', { name: new RegExp(w.card) }));
    await checkout.getByRole('button', { name: w.pay }).click();
    await onGateway(page, 'Pay by card', 'success');
    const result = checkout.getByTestId('payment-result');
    await expect(result.getByRole('status').innerText()).resolves.toBe(w.paid);
    await expect(result.getAttribute('data-outcome')).resolves.toBe('paid');
    await expect(page.locator('h1').first().innerText()).resolves.toBe('Card payment');
    const reference = await result.getByTestId('order-reference').innerText();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="cart-count"]')?.textContent === '0',
    );
    await shoot(page, 'sslcommerz-paid-en', result);

    const tranId = new URL(page.url()).searchParams.get('tran_id')!;
    const orders = await adminCall<
      { key: string; reference: string; status: string; payment: { paymentID?: string; cardType?: string } }[]
    >(site, 'GET', `/orders/all?search=${encodeURIComponent(reference)}`);
    expect(orders[0]).toMatchObject({
      reference,
      status: 'pending',
      payment: { paymentID: tranId, cardType: 'VISA-Dutch Bangla' },
    });

    // the admin's order page: the payment, and a refund of part of it
    const desk = await (await site.browser.newContext({ viewport: { width: 1366, height: 800 } })).newPage();
    await login(desk, site.url, admin.email, admin.password);
    await desk.goto(`${site.url}/dashboard/orders/${orders[0]!.key}`);
    await desk.getByRole('heading', { name: `Order ${reference}` }).waitFor();
    const payment = desk.getByTestId('online-payment');
    await payment.getByText('VISA-Dutch Bangla (VISA)').waitFor();
    await payment.getByRole('button', { name: 'Refund…' }).click();
    const dialog = desk.getByRole('dialog');
    await dialog.getByRole('spinbutton', { name: 'Amount (BDT)' }).fill('500');
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Delivery was a day late');
    await shoot(desk, 'sslcommerz-refund-dialog-en', dialog);
    await dialog.getByRole('button', { name: 'Refund' }).click();
    await expect
      .poll(() => desk.getByTestId('refunded-total').innerText(), { timeout: 15_000 })
      .toBe('BDT 500/-');
    await desk.getByTestId('refunds').getByText('Delivery was a day late').waitFor();
    await shoot(desk, 'sslcommerz-refunded-en', payment);

    // the payments list finds it, and shows what was refunded
    await desk.goto(`${site.url}/dashboard/payments?search=${encodeURIComponent(reference)}`);
    const row = desk.getByRole('row', { name: new RegExp(reference) });
    await row.getByText('Paid', { exact: true }).waitFor();
    await row.getByText('BDT 500/-').waitFor();
    await shoot(desk, 'sslcommerz-payments-en', desk.getByRole('table'));
    await desk.context().close();
    await context.close();
  });

  it('in Bangla on a 320 px phone: a declined card and a cancel each offer pay again or Cash on Delivery, and paying again pays the order', async () => {
    const context = await site.browser.newContext({ locale: 'bn-BD', viewport: { width: 320, height: 640 } });
    const page = await context.newPage();
    const checkout = await orderScreen(page, site.url, 'bn', '01812345682', words.bn.card);
    const w = words.bn;
    await shoot(page, 'sslcommerz-order-bn', checkout.getByRole('radio', { name: new RegExp(w.card) }));
    await checkout.getByRole('button', { name: w.pay }).click();
    await onGateway(page, 'Decline the card', 'fail');
    const result = checkout.getByTestId('payment-result');
    await expect(result.getByRole('status').innerText()).resolves.toBe(w.failed);
    await result.getByRole('link', { name: w.cod }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shoot(page, 'sslcommerz-failed-bn', result);

    await result.getByRole('button', { name: w.payAgain }).click();
    await onGateway(page, 'Cancel', 'cancel');
    await expect(checkout.getByTestId('payment-result').getByRole('status').innerText()).resolves.toBe(
      w.cancelled,
    );
    await checkout.getByTestId('payment-result').getByRole('button', { name: w.payAgain }).click();
    await onGateway(page, 'Pay with mobile banking', 'success');
    await expect(checkout.getByTestId('payment-result').getByRole('status').innerText()).resolves.toBe(
      w.paid,
    );
    await shoot(page, 'sslcommerz-paid-bn', checkout.getByTestId('payment-result'));
    await context.close();
  });
});
