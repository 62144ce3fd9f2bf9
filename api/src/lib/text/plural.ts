/** `plural(1, 'product')` → `1 product`; `plural(3, 'product')` → `3 products` (English messages only). */
export const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;
