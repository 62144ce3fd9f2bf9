/** A list typed one item per line: the non-empty lines, trimmed. */
export const linesOf = (text: string | undefined): string[] =>
  (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
