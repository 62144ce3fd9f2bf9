/** The period picker's choices; days are Dhaka days (UTC+6, no daylight saving). */
export const PERIOD_PRESETS = ['last7', 'last30', 'last90', 'thisMonth', 'custom'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

export interface Period {
  preset: PeriodPreset;
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;
const DHAKA_OFFSET_MS = 6 * 3600_000;

/** Today in Dhaka (YYYY-MM-DD). */
export const dhakaToday = (now = Date.now()) => new Date(now + DHAKA_OFFSET_MS).toISOString().slice(0, 10);

export const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** The days a preset covers, up to today; a custom period keeps the days it has. */
export function periodFor(
  preset: PeriodPreset,
  now = Date.now(),
  custom?: { from: string; to: string },
): Period {
  const today = dhakaToday(now);
  switch (preset) {
    case 'last7':
      return { preset, from: addDays(today, -6), to: today };
    case 'last30':
      return { preset, from: addDays(today, -29), to: today };
    case 'last90':
      return { preset, from: addDays(today, -89), to: today };
    case 'thisMonth':
      return { preset, from: `${today.slice(0, 8)}01`, to: today };
    case 'custom':
      return { preset, from: custom?.from ?? addDays(today, -29), to: custom?.to ?? today };
  }
}
