import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Price } from '../../ui/price';
import { LanguageSwitch } from '../../ui/language-switch';
import { CartLink } from '../../ui/cart-link';
import { MemoryRouter } from 'react-router-dom';
import { changeLanguage, defineDictionary } from '../dictionary';
import { currentLanguage, i18n } from '../i18n-instance';
import { Messages } from '../messages';
import { ErrorBoundary } from '../../ui/error-boundary';
import { useDictionary } from '../use-dictionary';
import { useFormat } from '../format';

const en = {
  title: 'Products',
  found_one: '{{count, number}} product found',
  found_other: '{{count, number}} products found',
};
const bn = {
  title: 'পণ্যসমূহ',
  found_one: '{{count, number}}টি পণ্য পাওয়া গেছে',
  found_other: '{{count, number}}টি পণ্য পাওয়া গেছে',
};

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

afterEach(async () => {
  cleanup();
  await act(() => changeLanguage('en'));
  localStorage.clear();
});

function Title({ dictionary }: { dictionary: ReturnType<typeof defineDictionary<typeof en>> }) {
  const { t } = useDictionary(dictionary);
  const { date } = useFormat();
  return (
    <>
      <h1>{t('title')}</h1>
      <p>{t('found', { count: 1234 })}</p>
      <time>{date('2026-01-15T06:00:00Z', { day: 'numeric', month: 'long' })}</time>
    </>
  );
}

describe('an app’s dictionary behind <Messages>', () => {
  it('when the dictionary is still loading, then the area keeps its space and shows no raw key; then the text', async () => {
    const enFile = deferred<{ default: typeof en }>();
    const dictionary = defineDictionary('gate-test', {
      en: () => enFile.promise,
      bn: async () => ({ default: bn }),
    });
    const { container } = render(
      <Messages dictionary={dictionary} minHeight={300}>
        <Title dictionary={dictionary} />
      </Messages>,
    );
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(container.textContent).not.toContain('title');
    await act(async () => enFile.resolve({ default: en }));
    expect(screen.getByRole('heading').textContent).toBe('Products');
    expect(screen.getByText('1,234 products found')).toBeTruthy();
  });

  it('when the language switches, then only the chosen language’s file loads and every screen re-renders in it', async () => {
    const enLoader = vi.fn(async () => ({ default: en }));
    const bnLoader = vi.fn(async () => ({ default: bn }));
    const dictionary = defineDictionary('switch-test', { en: enLoader, bn: bnLoader });
    render(
      <>
        <Messages dictionary={dictionary}>
          <Title dictionary={dictionary} />
        </Messages>
        <LanguageSwitch />
        <Price product={{ regularPrice: 100800, discountPrice: 0, price: 100800 }} />
      </>,
    );
    await screen.findByText('Products');
    expect(bnLoader).not.toHaveBeenCalled();
    expect(screen.getByText('BDT 1,00,800/-')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'বাংলা' });
    expect(button.getAttribute('lang')).toBe('bn');
    // drawn, not typed: English pages never load the Bengali font
    expect(button.querySelector('svg path')?.getAttribute('d')).toMatch(/^M/);

    fireEvent.click(button);
    await screen.findByText('পণ্যসমূহ');
    expect(bnLoader).toHaveBeenCalledTimes(1);
    expect(screen.getByText('১,২৩৪টি পণ্য পাওয়া গেছে')).toBeTruthy();
    expect(screen.getByText('৳ ১,০০,৮০০')).toBeTruthy();
    expect(screen.getByRole('time').textContent).toBe('১৫ জানুয়ারি');
    expect(document.documentElement.lang).toBe('bn');
    expect(currentLanguage()).toBe('bn');
    expect(localStorage.getItem('language')).toBe('bn');

    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    await screen.findByText('Products');
    expect(screen.getByText('BDT 1,00,800/-')).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
  });

  it('when a dictionary fails to load, then the gate throws to the area’s error boundary', async () => {
    const dictionary = defineDictionary<typeof en>('broken-test', {
      en: () => Promise.reject(new Error('Loading chunk 42 failed')),
      bn: async () => ({ default: bn }),
    });
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorBoundary fallback={(error: Error) => <p role="alert">{error.message}</p>}>
        <Messages dictionary={dictionary}>
          <Title dictionary={dictionary} />
        </Messages>
      </ErrorBoundary>,
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Loading chunk 42 failed');
    spy.mockRestore();
  });
});

describe('numbers in messages', () => {
  afterEach(() => vi.restoreAllMocks());

  it('when a message writes a whole count (`{{count, number}}`), then it reads as Intl writes it in the language, and no Intl formatter is made (a page’s first costs a phone 100 ms)', () => {
    i18n.addResourceBundle('en', 'count-test', en);
    i18n.addResourceBundle('bn', 'count-test', bn);
    const { NumberFormat } = Intl;
    const made = vi.spyOn(Intl, 'NumberFormat');
    const t = (lng: 'en' | 'bn', count: number) => i18n.t('found', { ns: 'count-test', lng, count });
    expect(t('en', 1)).toBe('1 product found');
    expect(t('en', 1234567)).toBe('12,34,567 products found');
    expect(t('bn', 1234567)).toBe('১২,৩৪,৫৬৭টি পণ্য পাওয়া গেছে');
    expect(made).not.toHaveBeenCalled();
    made.mockRestore();
    // other numbers: Intl, as i18next would write them
    expect(t('en', 2.5)).toBe(`${new NumberFormat('en-IN').format(2.5)} products found`);
    expect(t('bn', -3)).toBe(`${new NumberFormat('bn-BD').format(-3)}টি পণ্য পাওয়া গেছে`);
    // made once per language and kept, as format.ts keeps its own
    const again = vi.spyOn(Intl, 'NumberFormat');
    expect(t('en', 3.5)).toBe(`${new NumberFormat('en-IN').format(3.5)} products found`);
    expect(again).not.toHaveBeenCalled();
  });
});

describe('the kit in Bangla', () => {
  it('when Bangla is chosen, then the cart link reads in Bangla with a Bengali count', async () => {
    localStorage.setItem('tyre-cart', '[]');
    render(
      <MemoryRouter>
        <CartLink />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link').textContent).toBe('Cart0 items');
    await act(() => changeLanguage('bn'));
    expect(screen.getByRole('link').textContent).toBe('কার্ট০ টি পণ্য');
  });
});
