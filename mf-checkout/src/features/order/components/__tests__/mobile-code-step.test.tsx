import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiError, MobileVerification } from '@tyre/contracts';
import { testApiForFile, type Answer } from '@tyre/test-kit';
import { cartItemsAtom, changeLanguage, store } from '@tyre/web-kit';
import { cng, order, quoteFor, street } from '../../../../testing/fixtures';
import { renderAt } from '../../../../testing/render-at';
import { OrderPage } from '../order-page';

// ORDER_OTP: the order screen's "confirm your mobile number" step, against a scripted API.

const MOBILE = '01711000000';
const CODE = '482913';

const wrongCode: Answer<ApiError> = {
  status: 400,
  body: {
    message: 'The code is wrong or has expired. Check the SMS or ask for a new code',
    code: 'invalid_data',
    messageCode: 'otp.wrongCode',
  },
};

const api = testApiForFile({
  'POST /orders/quote': (request) => ({ body: quoteFor(JSON.parse(request.body)) }),
  'GET /mobile': { body: [{ _id: 'd4d4d4d4d4d4d4d4d4d4d4d4', mobile: '01899000111' }] },
  'GET /orders/verify-mobile': {
    body: { required: 'cod', verifiedMobile: null } satisfies MobileVerification,
  },
  'POST /orders/verify-mobile/send': (request) => ({
    body: { mobile: JSON.parse(request.body).mobile, expiresInSeconds: 300, resendAfterSeconds: 1 },
  }),
  'POST /orders/verify-mobile/check': (request) => {
    const { mobile, code } = JSON.parse(request.body) as { mobile: string; code: string };
    return code === CODE ? { body: { mobile, verifiedUntil: '2026-12-25T10:00:00.000Z' } } : wrongCode;
  },
  'POST /orders': { status: 201, body: order() },
});

afterEach(async () => {
  store.set(cartItemsAtom, []);
  localStorage.clear();
  await act(() => changeLanguage('en'));
});

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const field = (label: string) => screen.getByLabelText(new RegExp(`^${escaped(label)}`)) as HTMLInputElement;
const posts = (path: string) => api.requests.filter((r) => r.method === 'POST' && r.path === path);

async function checkout(
  labels = { name: 'Full name', mobile: 'Mobile number', address: 'Address', thana: 'Thana / upazila' },
) {
  store.set(cartItemsAtom, [street, cng]);
  renderAt('/order', '/order', <OrderPage />);
  await screen.findByTestId('summary-total');
  const user = userEvent.setup({ delay: null });
  await user.type(field(labels.name), 'Rahim Uddin');
  await user.type(field(labels.mobile), MOBILE);
  await user.type(field(labels.address), 'House 12, Road 5');
  await user.type(field(labels.thana), 'Dhanmondi');
  return user;
}

describe('the mobile code step', { timeout: 20_000 }, () => {
  it('when the shop confirms Cash on Delivery numbers, then the order waits for a code: sent, typed wrong, typed right, then the order goes out', async () => {
    const user = await checkout();
    const step = await screen.findByTestId('mobile-code');
    expect(step.textContent).toContain(`we send a 6-digit code by SMS to ${MOBILE}`);

    // no order without the code: the step says so and takes the focus
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please confirm your mobile number with the code from the SMS first.',
    );
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Send code' })),
    );
    expect(posts('/orders')).toHaveLength(0);

    await user.keyboard('{Enter}');
    await waitFor(() => expect(posts('/orders/verify-mobile/send')).toHaveLength(1));
    expect(JSON.parse(posts('/orders/verify-mobile/send')[0]!.body)).toEqual({
      mobile: MOBILE,
      language: 'en',
    });
    const code = await screen.findByLabelText('Code from the SMS');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('pattern')).toBe('[0-9]{6}');
    expect(code.getAttribute('maxlength')).toBe('6');
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(within(screen.getByTestId('mobile-code')).getByRole('status').textContent).toBe(
      `We sent a code to ${MOBILE}. It works for 5 minutes.`,
    );
    // the wait before another code (1 s here), then the button to ask again
    expect(screen.getByTestId('resend-countdown').textContent).toBe('You can ask for a new code in 0:01');
    expect(await screen.findByRole('button', { name: 'Send a new code' }, { timeout: 3000 })).toBeTruthy();

    // a wrong code: the API's one answer, the field emptied for another try
    await user.type(code, '111111{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The code is wrong or has expired. Check the SMS or ask for a new code',
    );
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect((code as HTMLInputElement).value).toBe('');
    expect(posts('/orders')).toHaveLength(0);

    // the right code, typed with a space: the Enter key confirms the code, not the order
    await user.type(code, '482 913{Enter}');
    expect((await screen.findByTestId('mobile-code')).textContent).toContain(
      `${MOBILE} is confirmed on this browser.`,
    );
    expect(JSON.parse(posts('/orders/verify-mobile/check').at(-1)!.body)).toEqual({
      mobile: MOBILE,
      code: CODE,
    });
    expect(posts('/orders')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(`/success?order=${order().key}`),
    );
    expect(posts('/orders')).toHaveLength(1);
  });

  it('when a code was typed but not confirmed, then Place order checks it first', async () => {
    const user = await checkout();
    await user.click(await screen.findByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText('Code from the SMS'), CODE);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(posts('/orders')).toHaveLength(1));
    expect(posts('/orders/verify-mobile/check')).toHaveLength(1);
  });

  it('when bKash is chosen, then no code is asked (ORDER_OTP=cod)', async () => {
    await checkout();
    await screen.findByTestId('mobile-code');
    fireEvent.click(screen.getByRole('radio', { name: /bKash/ }));
    expect(screen.queryByTestId('mobile-code')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: /Cash on Delivery/ }));
    expect(screen.getByTestId('mobile-code')).toBeTruthy();
  });

  it('when this browser already confirmed the number, then the step says so and the order goes straight out', async () => {
    api.on('GET /orders/verify-mobile', { body: { required: 'cod', verifiedMobile: MOBILE } });
    const user = await checkout();
    expect((await screen.findByTestId('mobile-code')).textContent).toContain(
      `${MOBILE} is confirmed on this browser.`,
    );
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(posts('/orders')).toHaveLength(1));
    expect(posts('/orders/verify-mobile/send')).toHaveLength(0);
  });

  it('when a number asked for too many codes, then the step says so, waits as the API says, and still takes the code sent before', async () => {
    api.on('POST /orders/verify-mobile/send', {
      status: 429,
      headers: { 'Retry-After': '120' },
      body: {
        message: 'Too many codes for this mobile number. Please try again in 2 minutes',
        code: 'too_many_requests',
        messageCode: 'limit.codesForMobile',
        messageParams: { minutes: '2' },
      },
    });
    const user = await checkout();
    await user.click(await screen.findByRole('button', { name: 'Send code' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many codes for this mobile number. Please try again in 2 minutes',
    );
    expect(screen.getByTestId('resend-countdown').textContent).toMatch(
      /^You can ask for a new code in (2:00|1:59)$/,
    );
    expect(screen.queryByRole('button', { name: 'Send a new code' })).toBeNull();
    expect(screen.getByLabelText('Code from the SMS')).toBeTruthy();
  });

  const budgetSpent: Answer<ApiError> = {
    status: 503,
    headers: { 'Retry-After': '1800' },
    body: {
      message: 'The shop cannot send more SMS codes right now. Please try again later',
      code: 'unavailable',
      messageCode: 'otp.smsBudgetSpent',
    },
  };

  it("when the shop's SMS budget is spent, then the step explains it and, as only Cash on Delivery needs a code, points to bKash, which goes on without one", async () => {
    api.on('POST /orders/verify-mobile/send', budgetSpent);
    const user = await checkout();
    await user.click(await screen.findByRole('button', { name: 'Send code' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We cannot send SMS codes right now: the shop has sent as many SMS as it may for the moment. ' +
        'Please try again later, or pay with bKash, which needs no code.',
    );
    // no code was sent: there is nothing to type
    expect(screen.queryByLabelText('Code from the SMS')).toBeNull();
    // bKash goes on without a code
    fireEvent.click(screen.getByRole('radio', { name: /bKash/ }));
    expect(screen.queryByTestId('mobile-code')).toBeNull();
  });

  it('when every order needs a code and the SMS budget is spent, then the step says to try again later', async () => {
    api.on('GET /orders/verify-mobile', { body: { required: 'all', verifiedMobile: null } });
    api.on('POST /orders/verify-mobile/send', budgetSpent);
    const user = await checkout();
    await user.click(await screen.findByRole('button', { name: 'Send code' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We cannot send SMS codes right now: the shop has sent as many SMS as it may for the moment. ' +
        'Please try again later.',
    );
  });

  it("when the page is in Bangla and the shop's SMS budget is spent, then the step explains it in Bangla", async () => {
    await act(() => changeLanguage('bn'));
    api.on('POST /orders/verify-mobile/send', budgetSpent);
    const user = await checkout({
      name: 'পুরো নাম',
      mobile: 'মোবাইল নম্বর',
      address: 'ঠিকানা',
      thana: 'থানা / উপজেলা',
    });
    await user.click(await screen.findByRole('button', { name: 'কোড পাঠান' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'এই মুহূর্তে আমরা এসএমএস কোড পাঠাতে পারছি না: দোকান আপাতত যতগুলো এসএমএস পাঠাতে পারে, পাঠানো হয়ে গেছে। ' +
        'পরে আবার চেষ্টা করুন, অথবা বিকাশে পেমেন্ট করুন: তাতে কোড লাগে না।',
    );
    expect(screen.getByTestId('mobile-code').textContent).not.toMatch(/[A-Za-z]/);
  });

  it('when the shop did not say it wants a code but the order is refused for it, then the step appears', async () => {
    api.on('GET /orders/verify-mobile', { status: 503, body: { message: 'busy', code: 'unavailable' } });
    api.on('POST /orders', {
      status: 403,
      body: {
        message: 'Please confirm your mobile number with the code we send by SMS',
        code: 'forbidden',
        messageCode: 'order.mobileNotConfirmed',
      },
    });
    const user = await checkout();
    expect(screen.queryByTestId('mobile-code')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByTestId('mobile-code')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'Please confirm your mobile number with the code from the SMS first.',
    );
  });

  it('when the page is in Bangla, then the step, the SMS asked for, the countdown and the API errors are in Bangla', async () => {
    await act(() => changeLanguage('bn'));
    api.on('POST /orders/verify-mobile/send', (request) => ({
      body: { mobile: JSON.parse(request.body).mobile, expiresInSeconds: 300, resendAfterSeconds: 60 },
    }));
    const user = await checkout({
      name: 'পুরো নাম',
      mobile: 'মোবাইল নম্বর',
      address: 'ঠিকানা',
      thana: 'থানা / উপজেলা',
    });
    expect((await screen.findByTestId('mobile-code')).textContent).toContain('আপনার মোবাইল নম্বর নিশ্চিত করুন');
    await user.click(screen.getByRole('button', { name: 'কোড পাঠান' }));
    await waitFor(() => expect(posts('/orders/verify-mobile/send')).toHaveLength(1));
    expect(JSON.parse(posts('/orders/verify-mobile/send')[0]!.body)).toEqual({
      mobile: MOBILE,
      language: 'bn',
    });
    expect((await within(screen.getByTestId('mobile-code')).findByRole('status')).textContent).toBe(
      `${MOBILE} নম্বরে একটি কোড পাঠানো হয়েছে। এটি ৫ মিনিট কাজ করবে।`,
    );
    expect(screen.getByTestId('resend-countdown').textContent).toMatch(
      /^(১:০০|০:৫৯) পরে নতুন কোড চাইতে পারবেন$/,
    );
    // Bengali digits typed on a Bangla keyboard are the code's digits
    const code = screen.getByLabelText('এসএমএসে পাওয়া কোড');
    await user.type(code, '১১১১১১{Enter}');
    await waitFor(() => expect(posts('/orders/verify-mobile/check')).toHaveLength(1));
    expect(JSON.parse(posts('/orders/verify-mobile/check')[0]!.body).code).toBe('111111');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'কোডটি ভুল অথবা এর মেয়াদ শেষ। এসএমএসটি দেখে নিন অথবা নতুন কোড চান',
    );
    // no English in the step
    expect(screen.getByTestId('mobile-code').textContent).not.toMatch(/[A-Za-z]/);
  });
});
