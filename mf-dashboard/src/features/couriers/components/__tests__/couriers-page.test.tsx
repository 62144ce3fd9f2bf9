import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Courier } from '@tyre/contracts';
import { changeLanguage } from '@tyre/web-kit';
import { failure, notFound, testApiForFile } from '@tyre/test-kit';
import { courierOf } from '../../../../testing/fixtures';
import { renderScreen } from '../../../../testing/render-screen';
import { CouriersPage } from '../couriers-page';

const pathao = courierOf('Pathao Courier', {
  nameBn: 'পাঠাও কুরিয়ার',
  trackingUrl: 'https://merchant.pathao.example/tracking?consignment_id={number}',
});
const redx = courierOf('RedX', { nameBn: 'রেডএক্স', active: false });

/** The couriers as the API keeps them: added, changed and deleted by the screen's requests. */
const fake = testApiForFile((api) => {
  let couriers: Courier[] = [pathao, redx];
  api.on('GET /couriers', () => ({ body: couriers }));
  api.on('POST /couriers', ({ body }) => {
    const added = courierOf('', JSON.parse(body) as Partial<Courier>);
    couriers = [...couriers, added];
    return { status: 201, body: added };
  });
  api.on('PUT /couriers/:id', ({ body, params }) => {
    const courier = couriers.find((c) => c._id === params.id);
    if (!courier) return notFound;
    const changed = { ...courier, ...(JSON.parse(body) as Partial<Courier>) };
    couriers = couriers.map((c) => (c._id === courier._id ? changed : c));
    return { body: changed };
  });
  api.on('DELETE /couriers/:id', ({ params }) => {
    if (!couriers.some((c) => c._id === params.id)) return notFound;
    couriers = couriers.filter((c) => c._id !== params.id);
    return { body: { message: 'Courier deleted' } };
  });
});

const renderCouriers = () => renderScreen('/dashboard/couriers', { '/dashboard/couriers': <CouriersPage /> });
const sent = (method: string) =>
  fake.requests
    .filter((r) => r.method === method)
    .map((r) => [r.path, r.body ? (JSON.parse(r.body) as unknown) : null]);

afterEach(async () => {
  await act(() => changeLanguage('en'));
});

describe('the couriers screen', () => {
  it('lists each courier with its Bangla name, tracking page and whether it is offered', async () => {
    renderCouriers();
    const row = (await screen.findByRole('cell', { name: 'Pathao Courier' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('পাঠাও কুরিয়ার').getAttribute('lang')).toBe('bn');
    expect(
      within(row).getByText('https://merchant.pathao.example/tracking?consignment_id={number}'),
    ).toBeTruthy();
    expect(within(row).getByText('active')).toBeTruthy();
    const off = screen.getByRole('cell', { name: 'RedX' }).closest('tr') as HTMLElement;
    expect(within(off).getByText('off')).toBeTruthy();
    expect(within(off).getByText('None')).toBeTruthy();
  });

  it('when a courier is added, then the form is sent whole and the list shows it', async () => {
    const user = userEvent.setup({ delay: null });
    renderCouriers();
    await user.click(await screen.findByRole('button', { name: 'New courier' }));
    await user.type(await screen.findByLabelText('Name'), 'Sundarban Courier');
    await user.type(screen.getByLabelText('Name (Bangla)'), 'সুন্দরবন কুরিয়ার');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Courier added', { selector: '.Toastify *' })).toBeTruthy();
    expect(sent('POST')).toEqual([
      ['/couriers', { name: 'Sundarban Courier', nameBn: 'সুন্দরবন কুরিয়ার', trackingUrl: '', active: true }],
    ]);
    expect(await screen.findByRole('cell', { name: 'Sundarban Courier' })).toBeTruthy();
  });

  it('when the tracking page has no {number}, then the contract refuses it under the field before sending', async () => {
    const user = userEvent.setup({ delay: null });
    renderCouriers();
    await user.click(await screen.findByRole('button', { name: 'New courier' }));
    await user.type(await screen.findByLabelText('Name'), 'eCourier');
    await user.type(screen.getByLabelText('Name (Bangla)'), 'ই-কুরিয়ার');
    await user.type(screen.getByLabelText('Tracking page'), 'https://ecourier.example/track');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Tracking page must be an https address with {number} in it'),
    ).toBeTruthy();
    expect(sent('POST')).toEqual([]);
  });

  it('when the API refuses a name (taken), then its message shows under the field and in a toast', async () => {
    const user = userEvent.setup({ delay: null });
    fake.on(
      'POST /couriers',
      failure(409, 'A courier with this name already exists', 'conflict', { name: 'is already used' }),
    );
    renderCouriers();
    await user.click(await screen.findByRole('button', { name: 'New courier' }));
    await user.type(await screen.findByLabelText('Name'), 'RedX');
    await user.type(screen.getByLabelText('Name (Bangla)'), 'রেডএক্স');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('A courier with this name already exists', { selector: '.Toastify *' }),
    ).toBeTruthy();
    expect(await screen.findByText('Name is already used')).toBeTruthy();
  });

  it('when a courier is turned off, then only that change is sent and the list shows it off', async () => {
    const user = userEvent.setup({ delay: null });
    renderCouriers();
    await user.click(await screen.findByRole('button', { name: 'Edit Pathao Courier' }));
    const active = await screen.findByRole('switch', { name: 'Active' });
    expect(active.getAttribute('aria-checked')).toBe('true');
    await user.click(active);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Courier updated', { selector: '.Toastify *' })).toBeTruthy();
    expect(sent('PUT')).toEqual([[`/couriers/${pathao._id}`, { active: false }]]);
    const row = (await screen.findByRole('cell', { name: 'Pathao Courier' })).closest('tr') as HTMLElement;
    await waitFor(() => expect(within(row).getByText('off')).toBeTruthy());
  });

  it('when a courier is deleted, then only after the confirmation', async () => {
    const user = userEvent.setup({ delay: null });
    renderCouriers();
    await user.click(await screen.findByRole('button', { name: 'Delete RedX' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(sent('DELETE')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete RedX' }));
    const confirm = await screen.findAllByRole('button', { name: 'Delete' });
    await user.click(confirm.at(-1) as HTMLElement);
    expect(await screen.findByText('Courier deleted', { selector: '.Toastify *' })).toBeTruthy();
    expect(sent('DELETE')).toEqual([[`/couriers/${redx._id}`, null]]);
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'RedX' })).toBeNull());
  });

  it('when the language is Bangla, then the screen and a field error read in Bangla', async () => {
    const user = userEvent.setup({ delay: null });
    await act(() => changeLanguage('bn'));
    renderCouriers();
    expect(await screen.findByRole('heading', { name: 'কুরিয়ার' })).toBeTruthy();
    const row = (await screen.findByRole('cell', { name: 'RedX' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('বন্ধ')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'নতুন কুরিয়ার' }));
    await user.type(await screen.findByLabelText('নাম'), 'eCourier');
    await user.type(screen.getByLabelText('নাম (বাংলা)'), 'ই-কুরিয়ার');
    await user.type(screen.getByLabelText('ট্র্যাকিং পাতা'), 'http://ecourier.example/{number}');
    await user.click(screen.getByRole('button', { name: 'সংরক্ষণ' }));
    expect(await screen.findByText('ট্র্যাকিং পাতা {number} সহ একটি https ঠিকানা হতে হবে')).toBeTruthy();
    expect(sent('POST')).toEqual([]);
  });
});
