// The reports' charts (Chart.js, only the parts used). Loaded with a dynamic import when the
// reports screen opens, so the rest of the dashboard and the public site never load it.
import { useEffect, useEffectEvent, useMemo, useRef } from 'react';
import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  DoughnutController,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';
import { formatNumber, intlLocale, useLanguage, type Language } from '@tyre/web-kit';

Chart.register(
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  DoughnutController,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
);

const INK = '#1f2933';
const PALETTE = ['#0b5cad', '#8f5c00', '#2f7d32', '#b3261e', '#5b3fa6', '#00796b', '#6d4c41', '#455a64'];

/** The kit's stack when no style sheet gives `--kit-font` (Bangla puts the Bengali face first). */
const fallbackFont = (language: Language) =>
  `${language === 'bn' ? "'Noto Sans Bengali', " : ''}system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans Bengali', 'Noto Sans', sans-serif`;

/**
 * The font stack the page's text uses (`--kit-font`). A canvas draws in the font it is given, not
 * in the page's: Chart.js's own default (Helvetica, Arial) has no Bengali letters, so Bangla
 * labels came out as empty boxes.
 */
export function chartFontFamily(language: Language): string {
  const stack =
    typeof document === 'undefined'
      ? ''
      : getComputedStyle(document.documentElement).getPropertyValue('--kit-font').trim();
  return stack.includes('Noto Sans Bengali') ? stack : fallbackFont(language);
}

/**
 * Resolves when the Bengali face (regular and bold) can draw: a canvas does not redraw when a
 * font arrives later, so the first Bangla draw waits for it (at once when it is already loaded).
 */
export async function bengaliFontReady(): Promise<void> {
  if (typeof document === 'undefined' || !('fonts' in document)) return;
  await Promise.all(
    ['16px', 'bold 16px'].map((font) =>
      document.fonts.load(`${font} "Noto Sans Bengali"`, 'অ').catch(() => undefined),
    ),
  );
}

/** What every chart shares in a language: its font, its number locale, and numbers in its digits. */
export interface ChartLook {
  language: Language;
  font: { family: string };
  /** a tick's or a figure's number, in the language's digits (lakh grouping) */
  number: (value: number) => string;
}

export function chartLook(language: Language): ChartLook {
  return {
    language,
    font: { family: chartFontFamily(language) },
    number: (value) => formatNumber(value, language),
  };
}

function useChartLook(): ChartLook {
  const language = useLanguage();
  return useMemo(() => chartLook(language), [language]);
}

const ticks = (look: ChartLook, numbers = false) => ({
  color: INK,
  font: look.font,
  ...(numbers ? { callback: (value: number | string) => look.number(Number(value)) } : {}),
});

const baseOptions = (look: ChartLook, legendPosition?: 'bottom') => ({
  responsive: true,
  maintainAspectRatio: false,
  animation: false as const,
  // Chart.js writes the tooltips' figures with this locale (Bengali digits in Bangla)
  locale: intlLocale[look.language],
  plugins: {
    legend: {
      ...(legendPosition ? { position: legendPosition } : {}),
      labels: { color: INK, font: look.font },
    },
    tooltip: { titleFont: look.font, bodyFont: look.font, footerFont: look.font },
  },
});

/** One canvas drawn from a config; redrawn when the config's data or the language changes. */
function ChartCanvas({
  config,
  label,
  height,
  look,
}: {
  config: ChartConfiguration;
  label: string;
  height: number;
  look: ChartLook;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  // the config is rebuilt every render; its data and language decide a redraw, with the latest config
  const key = `${look.language}:${JSON.stringify(config.data)}`;
  const draw = useEffectEvent((element: HTMLCanvasElement) => new Chart(element, config));
  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    let chart: Chart | undefined;
    let gone = false;
    const ready = look.language === 'bn' ? bengaliFontReady() : Promise.resolve();
    void ready.then(() => {
      if (!gone) chart = draw(element);
    });
    return () => {
      gone = true;
      chart?.destroy();
    };
  }, [key, look.language]);
  return (
    <div style={{ position: 'relative', height }}>
      <canvas ref={canvas} role="img" aria-label={label} data-language={look.language} />
    </div>
  );
}

interface SalesProps {
  labels: string[];
  revenue: number[];
  orders: number[];
  revenueLabel: string;
  ordersLabel: string;
  label: string;
}

/** The sales chart's config: revenue as bars (left axis, Taka) and orders as a line (right axis). */
export function salesConfig(props: SalesProps, look: ChartLook): ChartConfiguration {
  return {
    type: 'bar',
    data: {
      labels: props.labels,
      datasets: [
        {
          type: 'bar',
          label: props.revenueLabel,
          data: props.revenue,
          backgroundColor: PALETTE[0],
          yAxisID: 'revenue',
          order: 2,
        },
        {
          type: 'line',
          label: props.ordersLabel,
          data: props.orders,
          borderColor: PALETTE[1],
          backgroundColor: PALETTE[1],
          yAxisID: 'orders',
          order: 1,
        },
      ],
    },
    options: {
      ...baseOptions(look),
      scales: {
        revenue: { position: 'left', beginAtZero: true, ticks: ticks(look, true) },
        orders: {
          position: 'right',
          beginAtZero: true,
          grid: { drawOnChartArea: false },
          ticks: { ...ticks(look, true), precision: 0 },
        },
        x: { ticks: { ...ticks(look), maxRotation: 60, autoSkip: true } },
      },
    },
  };
}

/** Revenue as bars (left axis, BDT) and orders as a line (right axis). */
export function SalesChart(props: SalesProps) {
  const look = useChartLook();
  return <ChartCanvas label={props.label} height={280} look={look} config={salesConfig(props, look)} />;
}

interface BarsProps {
  labels: string[];
  values: number[];
  seriesLabel: string;
  label: string;
}

/** Horizontal bars of one figure per name. */
export function barsConfig(props: BarsProps, look: ChartLook): ChartConfiguration {
  const base = baseOptions(look);
  return {
    type: 'bar',
    data: {
      labels: props.labels,
      datasets: [{ label: props.seriesLabel, data: props.values, backgroundColor: PALETTE[0] }],
    },
    options: {
      ...base,
      indexAxis: 'y',
      plugins: { ...base.plugins, legend: { display: false } },
      scales: {
        x: { beginAtZero: true, ticks: ticks(look, true) },
        y: { ticks: ticks(look) },
      },
    },
  };
}

export function BarsChart(props: BarsProps) {
  const look = useChartLook();
  return (
    <ChartCanvas
      label={props.label}
      height={Math.max(140, 32 * props.labels.length + 40)}
      look={look}
      config={barsConfig(props, look)}
    />
  );
}

interface DonutProps {
  labels: string[];
  values: number[];
  label: string;
}

/** A donut of shares, its legend below. */
export function donutConfig(props: DonutProps, look: ChartLook): ChartConfiguration {
  return {
    type: 'doughnut',
    data: {
      labels: props.labels,
      datasets: [{ data: props.values, backgroundColor: PALETTE.slice(0, props.values.length) }],
    },
    options: baseOptions(look, 'bottom'),
  };
}

export function DonutChart(props: DonutProps) {
  const look = useChartLook();
  return <ChartCanvas label={props.label} height={220} look={look} config={donutConfig(props, look)} />;
}
