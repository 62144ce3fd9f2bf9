import {
  DHAKA_OFFSET_MS,
  daysBetween,
  REPORT_DEFAULT_DAYS,
  REPORT_MAX_DAYS,
  type ReportGranularity,
} from '@tyre/contracts';
import { AppError } from '../../lib/http/errors';

const DAY_MS = 86_400_000;

/** A report's range: whole Dhaka days, and the instants that bound them (`start` in, `end` out). */
export interface ReportRange {
  from: string;
  to: string;
  start: string;
  end: string;
}

/** The Dhaka day (YYYY-MM-DD) of an instant. */
export const dhakaDay = (at: number): string => new Date(at + DHAKA_OFFSET_MS).toISOString().slice(0, 10);

/** The instant a Dhaka day starts. */
export const dayStart = (day: string): number => Date.parse(`${day}T00:00:00Z`) - DHAKA_OFFSET_MS;

const addDays = (day: string, n: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/**
 * The range asked for, with the defaults (`to`: today in Dhaka; `from`: 29 days before `to`).
 * The query schema checks a range given in full; this checks one completed by a default.
 */
export function resolveRange(query: { from?: string; to?: string }, now = Date.now()): ReportRange {
  const to = query.to ?? dhakaDay(now);
  const from = query.from ?? addDays(to, -(REPORT_DEFAULT_DAYS - 1));
  if (from > to)
    throw new AppError('invalid_data', 'reports.fromAfterTo', { fields: { from: 'notAfterTo' } });
  if (daysBetween(from, to) > REPORT_MAX_DAYS)
    throw new AppError('invalid_data', 'reports.rangeTooLong', { fields: { to: 'atMostTwoYears' } });
  return {
    from,
    to,
    start: new Date(dayStart(from)).toISOString(),
    end: new Date(dayStart(addDays(to, 1))).toISOString(),
  };
}

/** The first day of the period holding `day`: itself, its week's Monday, its month's 1st. */
export function periodOf(day: string, granularity: ReportGranularity): string {
  if (granularity === 'day') return day;
  if (granularity === 'month') return `${day.slice(0, 7)}-01`;
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/** Every period from the one holding `from` to the one holding `to`. */
export function periodsOf(range: { from: string; to: string }, granularity: ReportGranularity): string[] {
  const out: string[] = [];
  const last = periodOf(range.to, granularity);
  for (let p = periodOf(range.from, granularity); p <= last;) {
    out.push(p);
    if (granularity === 'day') p = addDays(p, 1);
    else if (granularity === 'week') p = addDays(p, 7);
    else {
      const [y, m] = p.split('-').map(Number) as [number, number];
      p = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
    }
  }
  return out;
}
