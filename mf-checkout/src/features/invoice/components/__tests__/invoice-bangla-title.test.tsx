import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { testApiForFile } from '@tyre/test-kit';
import { changeLanguage } from '@tyre/web-kit';
import { order } from '../../../../testing/fixtures';
import { renderAt } from '../../../../testing/render-at';
import { InvoicePage } from '../invoice-page';

const base = order();
const placed = order({ items: [{ ...base.items[0]!, titleBn: '১৩০/৯০-১৬ স্ট্রিট' }] });

const api = testApiForFile({ 'GET /orders/:key': { body: placed } });

afterEach(async () => {
  await act(() => changeLanguage('en'));
});

describe('the invoice page, a line with a Bangla title', () => {
  it('when the language is Bangla, then the line shows its Bangla title', async () => {
    await act(() => changeLanguage('bn'));
    renderAt(`/invoice/${placed.key}`, '/invoice/:id', <InvoicePage />);
    expect(await screen.findByRole('cell', { name: '১৩০/৯০-১৬ স্ট্রিট' })).toBeTruthy();
    expect(screen.queryByRole('cell', { name: base.items[0]!.title })).toBeNull();
  });

  it('when the language is English, then the line shows its English title', async () => {
    renderAt(`/invoice/${placed.key}`, '/invoice/:id', <InvoicePage />);
    expect(await screen.findByRole('cell', { name: base.items[0]!.title })).toBeTruthy();
  });
});

const inSylhet = order({
  key: 'k3y-of-the-sylhet-order-0123',
  customer: { ...base.customer, district: 'Sylhet' },
  items: [{ ...base.items[0]!, quantity: 12, lineTotal: 50400 }],
});

describe('the invoice page, the district and numbers', () => {
  it('when the language is Bangla, then the address names the district in Bangla and the quantity is in Bengali digits', async () => {
    api.on('GET /orders/:key', { body: inSylhet });
    await act(() => changeLanguage('bn'));
    renderAt(`/invoice/${inSylhet.key}`, '/invoice/:id', <InvoicePage />);
    expect(await screen.findByText(/সিলেট/)).toBeTruthy();
    expect(screen.queryByText(/Sylhet/)).toBeNull();
    expect(screen.getByRole('cell', { name: '১২' })).toBeTruthy();
  });

  it('when the language is English, then the address keeps the district in English', async () => {
    api.on('GET /orders/:key', { body: inSylhet });
    renderAt(`/invoice/${inSylhet.key}`, '/invoice/:id', <InvoicePage />);
    expect(await screen.findByText(/Sylhet/)).toBeTruthy();
    expect(screen.getByRole('cell', { name: '12' })).toBeTruthy();
  });
});
