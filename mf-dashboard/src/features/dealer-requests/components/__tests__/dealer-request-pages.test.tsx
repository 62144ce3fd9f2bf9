import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listPage, ok, testApiForFile } from '@tyre/test-kit';
import type { Dealer } from '@tyre/contracts';
import { dealerOf, dealerRequestOf } from '../../../../testing/fixtures';
import { renderScreen } from '../../../../testing/render-screen';
import { DealerRequestPage } from '../dealer-request-page';
import { DealerRequestsPage } from '../dealer-requests-page';

const karim = dealerRequestOf('Karim', { file: `${'e'.repeat(32)}.png`, fileKind: 'image' });
const nasrin = dealerRequestOf('Nasrin', { handled: true });

const fake = testApiForFile((api) => {
  api.on('GET /dealer', listPage([karim, nasrin], 42));
  api.on('GET /dealer/:slug', ok(karim));
  api.on('PUT /dealer/:slug', (request) => ok({ ...karim, ...(JSON.parse(request.body) as object) }));
  api.on('GET /files/:name', {
    body: 'png-bytes' as never,
    headers: { 'Content-Type': 'image/png' },
  });
});

// jsdom makes no object URLs; the browser does (the private file is shown through one)
const created: Blob[] = [];
const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
beforeAll(() => {
  URL.createObjectURL = (blob: Blob) => {
    created.push(blob);
    return `blob:test/${created.length}`;
  };
  URL.revokeObjectURL = () => undefined;
});
afterAll(() => {
  URL.createObjectURL = original.create;
  URL.revokeObjectURL = original.revoke;
});

const renderRequests = (url: string) =>
  renderScreen(url, {
    '/dashboard/requests': <DealerRequestsPage />,
    '/dashboard/requests/:slug': <DealerRequestPage />,
  });

describe('the Dealer Requests screens', () => {
  it('when the list opens, then the requests show a page at a time, archived ones left out, each opening its detail', async () => {
    renderRequests('/dashboard/requests');
    expect(await screen.findByRole('heading', { name: 'Dealer Requests' })).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'Open the request of Karim' });
    expect(link.getAttribute('href')).toBe(`/dashboard/requests/${karim.slug}`);
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('Karim Traders')).toBeTruthy();
    expect(within(row).getByText('new')).toBeTruthy();
    expect(screen.getByText('42 requests')).toBeTruthy();
    const query = fake.requests.find((r) => r.path === '/dealer')?.query;
    expect(Object.fromEntries(query ?? [])).toEqual({ page: '0', size: '20', archived: 'false' });
  });

  it('when a request is opened, then name, company name, email, mobile, message and the file image show', async () => {
    renderRequests(`/dashboard/requests/${karim.slug}`);
    for (const [label, value] of [
      ['Name', 'Karim'],
      ['Company Name', 'Karim Traders'],
      ['Email', karim.email],
      ['Mobile', karim.mobile],
      ['Message', karim.message],
    ]) {
      const cell = (await screen.findByText(label as string, { selector: 'th, th *' })).closest('tr');
      expect(cell?.textContent).toContain(value);
    }
    const image = await screen.findByRole('img', { name: 'File sent by Karim' });
    expect(image.getAttribute('src')).toBe('blob:test/1');
    expect(created[0]?.type).toBe('image/png');
    const fileRequest = fake.requests.find((r) => r.path === `/files/${karim.file}`);
    expect(fileRequest).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download' }).getAttribute('href')).toBe('blob:test/1');
  });

  it('when Mark handled is pressed, then the flag is saved', async () => {
    const user = userEvent.setup({ delay: null });
    renderRequests(`/dashboard/requests/${karim.slug}`);
    await user.click(await screen.findByRole('button', { name: 'Mark handled' }));
    expect(await screen.findByText('Request updated', { selector: '.Toastify *' })).toBeTruthy();
    await waitFor(() =>
      expect(fake.requests.filter((r) => r.method === 'PUT').map((r) => JSON.parse(r.body))).toEqual([
        { handled: true },
      ]),
    );
  });

  it('when Make a dealer is pressed and the place given, then the request becomes a dealer in one step', async () => {
    const user = userEvent.setup({ delay: null });
    fake.on('POST /dealers', (request) => ({
      status: 201,
      body: dealerOf(69, {
        ...(JSON.parse(request.body) as Partial<Dealer>),
        slug: 'karim-tyres',
        authNumber: 'TBD-2026-0069',
      }),
    }));
    renderRequests(`/dashboard/requests/${karim.slug}`);
    await user.click(await screen.findByRole('button', { name: 'Make a dealer' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('combobox', { name: 'District' }), 'Bogura');
    const options = await screen.findAllByTitle('Bogura');
    await user.click(options[options.length - 1]!);
    await user.type(within(dialog).getByLabelText('Upazila or thana'), 'Sadar');
    await user.type(within(dialog).getByLabelText('Address'), '12 Station Road, Bogura');
    await user.type(within(dialog).getByLabelText('Latitude'), '24.8465');
    await user.type(within(dialog).getByLabelText('Longitude'), '89.3773');
    await user.click(within(dialog).getByRole('button', { name: 'Make a dealer' }));
    expect(
      await screen.findByText('Dealer created: the request is marked handled', { selector: '.Toastify *' }),
    ).toBeTruthy();
    const sent = fake.requests.filter((r) => r.method === 'POST' && r.path === '/dealers');
    expect(JSON.parse(sent[0]!.body)).toMatchObject({
      fromRequest: karim.slug,
      district: 'Bogura',
      upazila: 'Sadar',
      address: '12 Station Road, Bogura',
      lat: 24.8465,
      lng: 89.3773,
    });
  });
});
