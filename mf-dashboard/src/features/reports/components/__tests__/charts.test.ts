import { afterEach, describe, expect, it, vi } from 'vitest';
import { barsConfig, bengaliFontReady, chartLook, donutConfig, salesConfig } from '../charts';

type Callback = (value: number) => string;
// the parts of a config these tests read
interface Looked {
  options: {
    locale: string;
    scales: Record<string, { ticks: { font: { family: string }; callback?: Callback } }>;
    plugins: { legend: { labels?: { font: { family: string } } }; tooltip: { bodyFont: { family: string } } };
  };
}

const sales = {
  labels: ['১ মার্চ', '২ মার্চ'],
  revenue: [100_800, 250_000],
  orders: [3, 12],
  revenueLabel: 'আয়',
  ordersLabel: 'অর্ডার',
  label: 'সময়ের সাথে আয় ও অর্ডার',
};
const bars = { labels: ['ঢাকা', 'চট্টগ্রাম'], values: [120_000, 4], seriesLabel: 'আয়', label: 'শীর্ষ জেলা' };
const donut = { labels: ['ক্যাশ অন ডেলিভারি', 'বিকাশ'], values: [3, 4], label: 'পেমেন্টের ধরন' };

describe('the reports’ charts', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.documentElement.style.removeProperty('--kit-font');
  });

  it('when the language is Bangla, then every chart draws its text in the kit’s stack with the Bengali face first, and the tooltips’ figures in bn-BD', () => {
    const look = chartLook('bn');
    expect(look.font.family).toMatch(/^'Noto Sans Bengali',/);
    for (const config of [salesConfig(sales, look), barsConfig(bars, look), donutConfig(donut, look)]) {
      const { options } = config as unknown as Looked;
      expect(options.locale).toBe('bn-BD');
      expect(options.plugins.tooltip.bodyFont.family).toContain('Noto Sans Bengali');
      for (const scale of Object.values(options.scales ?? {}))
        expect(scale.ticks.font.family).toContain('Noto Sans Bengali');
    }
    const donutOptions = (donutConfig(donut, look) as unknown as Looked).options;
    expect(donutOptions.plugins.legend.labels?.font.family).toContain('Noto Sans Bengali');
  });

  it('when the page’s style sheet gives the kit’s stack, then the charts use that one', () => {
    document.documentElement.style.setProperty('--kit-font', "'Noto Sans Bengali', system-ui, sans-serif");
    expect(chartLook('bn').font.family).toBe("'Noto Sans Bengali', system-ui, sans-serif");
  });

  it('when the language is Bangla, then the axes write their numbers in Bengali digits (lakh grouping); in English in Latin ones', () => {
    const bn = (salesConfig(sales, chartLook('bn')) as unknown as Looked).options.scales;
    expect(bn.revenue!.ticks.callback!(100_000)).toBe('১,০০,০০০');
    expect(bn.orders!.ticks.callback!(12)).toBe('১২');
    expect(
      (barsConfig(bars, chartLook('bn')) as unknown as Looked).options.scales.x!.ticks.callback!(250_000),
    ).toBe('২,৫০,০০০');
    const en = (salesConfig(sales, chartLook('en')) as unknown as Looked).options;
    expect(en.scales.revenue!.ticks.callback!(100_000)).toBe('1,00,000');
    expect(en.locale).toBe('en-IN');
  });

  it('when the Bengali face is asked for, then the first draw waits until its regular and bold weights have loaded', async () => {
    let arrive: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const load = vi.fn((_font: string, _text: string) => arrived.then(() => []));
    vi.stubGlobal('document', Object.assign(Object.create(document), { fonts: { load } }));
    let ready = false;
    const waiting = bengaliFontReady().then(() => (ready = true));
    await Promise.resolve();
    expect(load.mock.calls).toEqual([
      ['16px "Noto Sans Bengali"', 'অ'],
      ['bold 16px "Noto Sans Bengali"', 'অ'],
    ]);
    expect(ready).toBe(false);
    arrive();
    await waiting;
    expect(ready).toBe(true);
  });
});
