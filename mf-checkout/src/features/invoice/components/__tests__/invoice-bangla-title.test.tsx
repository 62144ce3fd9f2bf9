import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { testApiForFile } from '@tyre/test-kit';
import { changeLanguage } from '@tyre/web-kit';
import { order } from '../../../../testing/fixtures';
import { renderAt } from '../../../../testing/render-at';
import { InvoicePage } from '../invoice-page';

const base = order();
const placed = order({ items: [{ ...base.items[0]!, titleBn: '১৩০/৯০-১৬ স্ট্রিট' }] });

testApiForFile({ [`GET /orders/${placed.key}`]: { body: placed } });

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
