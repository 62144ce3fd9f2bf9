// The reports' charts (Chart.js, only the parts used). Loaded with a dynamic import when the
// reports screen opens, so the rest of the dashboard and the public site never load it.
import { useEffect, useEffectEvent, useRef } from 'react';
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
const lakh = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** One canvas drawn from a config; redrawn when the config's data changes. */
function ChartCanvas({
  config,
  label,
  height,
}: {
  config: ChartConfiguration;
  label: string;
  height: number;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  // the config is rebuilt every render; its data decides a redraw, drawn with the latest config
  const key = JSON.stringify(config.data);
  const draw = useEffectEvent((element: HTMLCanvasElement) => new Chart(element, config));
  useEffect(() => {
    if (!canvas.current) return;
    const chart = draw(canvas.current);
    return () => chart.destroy();
  }, [key]);
  return (
    <div style={{ position: 'relative', height }}>
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}

const baseOptions = {
  responsive: true,
  maintainAspectRatio: false,
  animation: false as const,
  plugins: { legend: { labels: { color: INK } } },
};

/** Revenue as bars (left axis, BDT) and orders as a line (right axis). */
export function SalesChart(props: {
  labels: string[];
  revenue: number[];
  orders: number[];
  revenueLabel: string;
  ordersLabel: string;
  label: string;
}) {
  return (
    <ChartCanvas
      label={props.label}
      height={280}
      config={{
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
          ...baseOptions,
          scales: {
            revenue: {
              position: 'left',
              beginAtZero: true,
              ticks: { color: INK, callback: (v) => lakh.format(Number(v)) },
            },
            orders: {
              position: 'right',
              beginAtZero: true,
              grid: { drawOnChartArea: false },
              ticks: { color: INK, precision: 0 },
            },
            x: { ticks: { color: INK, maxRotation: 60, autoSkip: true } },
          },
        },
      }}
    />
  );
}

/** Horizontal bars of one figure per name. */
export function BarsChart(props: { labels: string[]; values: number[]; seriesLabel: string; label: string }) {
  return (
    <ChartCanvas
      label={props.label}
      height={Math.max(140, 32 * props.labels.length + 40)}
      config={{
        type: 'bar',
        data: {
          labels: props.labels,
          datasets: [{ label: props.seriesLabel, data: props.values, backgroundColor: PALETTE[0] }],
        },
        options: {
          ...baseOptions,
          indexAxis: 'y',
          plugins: { legend: { display: false } },
          scales: {
            x: { beginAtZero: true, ticks: { color: INK, callback: (v) => lakh.format(Number(v)) } },
            y: { ticks: { color: INK } },
          },
        },
      }}
    />
  );
}

/** A donut of shares. */
export function DonutChart(props: { labels: string[]; values: number[]; label: string }) {
  return (
    <ChartCanvas
      label={props.label}
      height={220}
      config={{
        type: 'doughnut',
        data: {
          labels: props.labels,
          datasets: [{ data: props.values, backgroundColor: PALETTE.slice(0, props.values.length) }],
        },
        options: { ...baseOptions, plugins: { legend: { position: 'bottom', labels: { color: INK } } } },
      }}
    />
  );
}
