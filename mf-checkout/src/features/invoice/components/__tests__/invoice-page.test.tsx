import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notFound, ok, testApiForFile } from '@tyre/test-kit';
import { order } from '../../../../testing/fixtures';
import { renderAt } from '../../../../testing/render-at';
import { InvoicePage } from '../invoice-page';

const placed = order({
  customer: {
    name: 'Rahim Uddin',
    companyName: 'Rahim Motors',
    address: 'House 12, Road 5',
    thana: 'Dhanmondi',
    district: 'Dhaka',
    postCode: '1205',
    mobileNumber: '01711000000',
  },
});

const api = testApiForFile({
  'GET /orders/:key': ({ params }) => (params.key === placed.key ? ok(placed) : notFound),
  'GET /orders/:key/invoice.pdf': { body: 'pdf' },
});

const saved: string[] = [];
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:invoice');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  saved.length = 0;
});

describe('the invoice page', () => {
  it('shows the order by its key: reference, status, delivery details, lines and totals', async () => {
    renderAt(`/invoice/${placed.key}`, '/invoice/:id', <InvoicePage />);
    expect(await screen.findByRole('heading', { name: 'Invoice TB-260001', level: 1 })).toBeTruthy();
    expect(screen.getByTestId('status-badge').textContent).toBe('Pending');
    expect(screen.getByText('Rahim Motors', { exact: false })).toBeTruthy();
    expect(screen.getByText(/House 12, Road 5, Dhanmondi, Dhaka, 1205/)).toBeTruthy();
    const rows = [...document.querySelectorAll('.invoice__table tbody tr')].map((row) =>
      [...row.querySelectorAll('td')].map((cell) => cell.textContent),
    );
    expect(rows).toEqual([['130/90-16 Street', '1', 'BDT 4,200/-', 'BDT 4,200/-']]);
    expect(screen.getByTestId('invoice-total').textContent).toBe('BDT 4,280/-');
  });

  it('downloads the PDF from the API and prints on request', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    renderAt(`/invoice/${placed.key}`, '/invoice/:id', <InvoicePage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toEqual(['invoice-TB-260001.pdf']));
    expect(api.urls('/orders')).toContain(`/orders/${placed.key}/invoice.pdf`);
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('when the key opens no order, then it says so with a retry', async () => {
    renderAt('/invoice/no-such-order-key-0123456789', '/invoice/:id', <InvoicePage />);
    expect((await screen.findByRole('alert')).textContent).toContain('Not found');
  });
});
