/** The brand as the shell shows it. */
export const brand = {
  name: 'Tyre Bangladesh',
  tagline: 'Tyres for every road in Bangladesh',
  /** the line under the name in the logo */
  short: 'Tyres for every road',
} as const;
