import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { OutboxMessage } from '@tyre/contracts';
import { changeLanguage } from '@tyre/web-kit';
import { failure, listPage, testApiForFile } from '@tyre/test-kit';
import { messageOf } from '../../../../testing/fixtures';
import { renderScreen } from '../../../../testing/render-screen';
import { MessagesPage } from '../messages-page';

const placedSms = messageOf('TB-260001');
const failedMail = messageOf('TB-260002', {
  event: 'shipped',
  channel: 'email',
  to: 'r•••@example.com',
  subject: 'Your order TB-260002 is on its way',
  status: 'failed',
  tries: 2,
  attempts: [
    { at: '2025-03-01T10:00:00.000Z', ok: false, error: 'connect ECONNREFUSED 127.0.0.1:2525' },
    { at: '2025-03-01T10:01:00.000Z', ok: false, error: '550 5.1.1 mailbox unavailable' },
  ],
  sentAt: undefined,
});
const waitingStaffMail = messageOf('TB-260003', {
  event: 'placed',
  channel: 'email',
  audience: 'staff',
  to: 's•••@tyre.example',
  status: 'pending',
  tries: 1,
  attempts: [{ at: '2025-03-01T10:00:00.000Z', ok: false, error: 'gateway answered 503' }],
  nextAt: '2025-03-01T10:05:00.000Z',
  sentAt: undefined,
});

const fake = testApiForFile((api) => {
  api.on('GET /messages', listPage([waitingStaffMail, failedMail, placedSms], 43));
});

const renderMessages = (url = '/dashboard/messages') =>
  renderScreen(url, { '/dashboard/messages': <MessagesPage /> });
const lists = () => fake.requests.filter((r) => r.method === 'GET' && r.path === '/messages');
const lastQuery = () => Object.fromEntries(lists().at(-1)?.query ?? []);
const rowOf = async (reference: string) =>
  (await screen.findByRole('link', { name: `Open order ${reference}` })).closest('tr') as HTMLElement;
const location = () => screen.getByTestId('location').textContent;

afterEach(async () => {
  await act(() => changeLanguage('en'));
});

describe('the messages screen', () => {
  it('when opened, then each message shows its order, event, channel, masked recipient, status, tries, last error and times', async () => {
    renderMessages();
    const failed = await rowOf('TB-260002');
    for (const text of [
      'Shipped',
      'E-mail',
      'r•••@example.com',
      'failed',
      '2 tries',
      '550 5.1.1 mailbox unavailable',
    ])
      expect(within(failed).getByText(text)).toBeTruthy();
    expect(
      within(failed).getByRole('button', { name: 'Resend the E-mail to r•••@example.com' }),
    ).toBeTruthy();
    expect(
      (screen.getByRole('link', { name: 'Open order TB-260002' }) as HTMLAnchorElement).getAttribute('href'),
    ).toBe(`/dashboard/orders/${failedMail.orderId}`);

    const sent = await rowOf('TB-260001');
    for (const text of ['Order placed', 'SMS', '01711•••001', 'sent', '1 try'])
      expect(within(sent).getByText(text)).toBeTruthy();
    // made and sent at 16:00 Dhaka time (10:00 UTC)
    expect(within(sent).getByText('01 Mar 2025, 16:00')).toBeTruthy();
    expect(within(sent).getByText('Sent 16:00')).toBeTruthy();

    // a message still being retried: to the staff, no resend, its next try shown
    const waiting = await rowOf('TB-260003');
    for (const text of ['Staff', 'waiting', 'gateway answered 503'])
      expect(within(waiting).getByText(text)).toBeTruthy();
    expect(within(waiting).getByText('Next try 16:05')).toBeTruthy();
    expect(within(waiting).queryByRole('button', { name: /^Resend/ })).toBeNull();

    expect(screen.getByText('43 messages')).toBeTruthy();
    expect(lastQuery()).toEqual({ page: '0', size: '20' });
  });

  it('when a row is opened, then it shows the text and every try with its error', async () => {
    const user = userEvent.setup({ delay: null });
    renderMessages();
    const failed = await rowOf('TB-260002');
    await user.click(within(failed).getByRole('button', { name: /expand row/i }));
    const details = await screen.findByTestId('message-details');
    expect(within(details).getByText('Your order TB-260002 is on its way')).toBeTruthy();
    expect(within(details).getByText('2 tries')).toBeTruthy();
    const tries = within(details)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(tries).toHaveLength(2);
    expect(tries[0]).toMatch(/^Try 1 · 01 Mar 2025, 16:00 · failed: connect ECONNREFUSED 127\.0\.0\.1:2525$/);
    expect(tries[1]).toMatch(/^Try 2 · 01 Mar 2025, 16:01 · failed: 550 5\.1\.1 mailbox unavailable$/);
    expect(within(details).getByText('The customer')).toBeTruthy();
  });

  it('when filtered by status, channel, event and reference, then the address and the request follow, and Clear filters empties them', async () => {
    const user = userEvent.setup({ delay: null });
    renderMessages();
    await rowOf('TB-260001');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByTitle('failed'));
    await waitFor(() => expect(location()).toBe('/dashboard/messages?status=failed'));
    await user.click(screen.getByRole('combobox', { name: 'Channel' }));
    await user.click(await screen.findByTitle('E-mail'));
    await waitFor(() => expect(location()).toBe('/dashboard/messages?status=failed&channel=email'));
    await user.click(screen.getByRole('combobox', { name: 'Event' }));
    await user.click(await screen.findByTitle('Shipped'));
    await user.type(screen.getByRole('searchbox', { name: 'Order reference' }), ' tb-260002 {Enter}');
    await waitFor(() =>
      expect(location()).toBe(
        '/dashboard/messages?status=failed&channel=email&event=shipped&reference=TB-260002',
      ),
    );
    await waitFor(() =>
      expect(lastQuery()).toEqual({
        status: 'failed',
        channel: 'email',
        event: 'shipped',
        reference: 'TB-260002',
        page: '0',
        size: '20',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(location()).toBe('/dashboard/messages'));
    await waitFor(() => expect(lastQuery()).toEqual({ page: '0', size: '20' }));
  });

  it('when opened with filters and a page in the address, then it asks for them and shows them chosen', async () => {
    renderMessages('/dashboard/messages?status=sent&channel=sms&event=cancelled&reference=tb-260009&page=2');
    await rowOf('TB-260001');
    expect(lastQuery()).toEqual({
      status: 'sent',
      channel: 'sms',
      event: 'cancelled',
      reference: 'TB-260009',
      page: '2',
      size: '20',
    });
    expect((screen.getByRole('searchbox', { name: 'Order reference' }) as HTMLInputElement).value).toBe(
      'TB-260009',
    );
  });

  it('when Resend is confirmed, then the message is queued again with a toast and the list is asked again; cancelling sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    let current: OutboxMessage = failedMail;
    fake.on('GET /messages', () => listPage([current]));
    fake.on('POST /messages/:id/resend', () => {
      current = { ...failedMail, status: 'pending', nextAt: '2025-03-01T10:10:00.000Z' };
      return { body: current };
    });
    renderMessages();
    const resend = await screen.findByRole('button', { name: 'Resend the E-mail to r•••@example.com' });
    await user.click(resend);
    expect(await screen.findByText('Send this message again?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(fake.requests.filter((r) => r.method === 'POST')).toEqual([]);

    await user.click(resend);
    await user.click(await screen.findByRole('button', { name: 'Resend' }));
    expect(
      await screen.findByText('The E-mail to r•••@example.com will be sent again', {
        selector: '.Toastify *',
      }),
    ).toBeTruthy();
    expect(fake.requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
      `/messages/${failedMail._id}/resend`,
    ]);
    await waitFor(() => expect(lists()).toHaveLength(2));
    const row = await rowOf('TB-260002');
    await waitFor(() => expect(within(row).getByText('waiting')).toBeTruthy());
    expect(within(row).queryByRole('button', { name: /^Resend/ })).toBeNull();
  });

  it('when the API refuses a resend (being sent right now), then its message shows in an error toast', async () => {
    const user = userEvent.setup({ delay: null });
    fake.on('POST /messages/:id/resend', failure(409, 'This message is being sent right now', 'conflict'));
    renderMessages();
    await user.click(await screen.findByRole('button', { name: 'Resend the E-mail to r•••@example.com' }));
    await user.click(await screen.findByRole('button', { name: 'Resend' }));
    expect(
      await screen.findByText('This message is being sent right now', { selector: '.Toastify *' }),
    ).toBeTruthy();
  });

  it('when there are no messages, then it says so (and says when no message matches the filters)', async () => {
    fake.on('GET /messages', listPage([]));
    renderMessages();
    expect(await screen.findByText('No message has been sent yet.')).toBeTruthy();
    renderMessages('/dashboard/messages?status=failed');
    expect(await screen.findByText('No message matches these filters.')).toBeTruthy();
  });

  it('when the list cannot be loaded, then the error shows with Retry, which asks again', async () => {
    const user = userEvent.setup({ delay: null });
    fake.on('GET /messages', failure(500, 'Something went wrong on our side. Please try again.', 'internal'));
    renderMessages();
    expect(await screen.findByText('Something went wrong on our side. Please try again.')).toBeTruthy();
    expect(screen.getByText('The messages could not be loaded.')).toBeTruthy();
    fake.on('GET /messages', listPage([placedSms]));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await rowOf('TB-260001')).toBeTruthy();
  });

  it('when the language is Bangla, then headings, events, channels, statuses and counts read in Bangla', async () => {
    await act(() => changeLanguage('bn'));
    renderMessages();
    expect(await screen.findByRole('heading', { name: 'বার্তা' })).toBeTruthy();
    const row = (await screen.findByRole('link', { name: 'অর্ডার TB-260002 খুলুন' })).closest(
      'tr',
    ) as HTMLElement;
    for (const text of ['পাঠানো হয়েছে', 'ই-মেইল', 'ব্যর্থ', '২টি চেষ্টা'])
      expect(within(row).getByText(text)).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'r•••@example.com-এ ই-মেইল আবার পাঠান' })).toBeTruthy();
    for (const name of ['অর্ডার', 'ঘটনা', 'মাধ্যম', 'প্রাপক', 'অবস্থা', 'শেষ ত্রুটি', 'সময়'])
      expect(screen.getByRole('columnheader', { name })).toBeTruthy();
    expect(screen.getByText('৪৩টি বার্তা')).toBeTruthy();
    expect(screen.queryByText(/^(Shipped|E-mail|failed|Order placed)$/)).toBeNull();
  });
});
