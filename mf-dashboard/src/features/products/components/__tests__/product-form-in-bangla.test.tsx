import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@tyre/web-kit';
import { testApiForFile } from '@tyre/test-kit';
import { categoryOf } from '../../../../testing/fixtures';
import { renderScreen } from '../../../../testing/render-screen';
import { ProductCreatePage } from '../product-create-page';

testApiForFile((api) => {
  api.on('GET /category', { body: [categoryOf('Motorcycle', 'motorcycle')] });
  api.on('GET /tires', { body: [] });
  api.on('GET /size', { body: [] });
  api.on('GET /products', { body: [], headers: { 'X-Total-Count': '0' } });
});

describe('the product form in Bangla', () => {
  afterEach(async () => {
    await act(() => changeLanguage('en'));
  });

  it('when the language is Bangla, then labels, help, choices and the computed price are Bangla with Bengali digits', async () => {
    await act(() => changeLanguage('bn'));
    const user = userEvent.setup({ delay: null });
    renderScreen('/dashboard/products/create', { '/dashboard/products/create': <ProductCreatePage /> });
    const regular = await screen.findByLabelText('নিয়মিত দাম (টাকা)');
    for (const label of ['নাম', 'নাম (বাংলা)', 'টায়ারের সাইজ', 'ঢাকার ভেতরে ডেলিভারি চার্জ (টাকা)', 'স্টক'])
      expect(screen.getByLabelText(label)).toBeTruthy();
    for (const text of [
      'খালি রাখলে নাম থেকে তৈরি হবে',
      'প্রতি লাইনে একটি বৈশিষ্ট্য',
      'রেডিয়াল',
      'টিউবলেস (TL)',
      'খসড়া',
    ])
      expect(screen.getByText(text)).toBeTruthy();
    const computed = screen.getByRole('status', { name: 'হিসাব করা দাম' });
    expect(computed.textContent).toBe('নিয়মিত দাম লিখুন');
    await user.type(regular, '100800');
    await user.clear(screen.getByLabelText('ছাড় (টাকা কম)'));
    await user.type(screen.getByLabelText('ছাড় (টাকা কম)'), '800');
    expect(computed.textContent).toBe('৳ ১,০০,০০০ (৳ ৮০০ ছাড়)');
    expect(screen.queryByText(/BDT/)).toBeNull();
  });
});
