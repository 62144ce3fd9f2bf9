/** The brand as the shell shows it (a proper noun: the same in both languages; the tagline is in the shell's dictionary). */
export const brand = {
  name: 'Tyre Bangladesh',
} as const;
