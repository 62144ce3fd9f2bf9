/** The brand as the shell shows it. */
export const brand = {
  name: 'Tyre Bangladesh',
  tagline: 'Tyres for every road in Bangladesh',
} as const;
