/** A query without its blank values (undefined and ''): the API would read `?search=` as a search. */
export function withoutBlanks<T extends object>(query: T): Partial<T> {
  const out: Partial<T> = {};
  for (const key of Object.keys(query) as (keyof T & string)[]) {
    const value = query[key];
    if (value !== undefined && value !== '') out[key] = value;
  }
  return out;
}

/** `value` when it is one of `list`, else '' (a filter read from the address that is no longer valid). */
export const oneOf = <T extends string>(list: readonly T[], value: string | null): T | '' =>
  (list as readonly string[]).includes(value ?? '') ? (value as T) : '';

/** The page number in the address (`?page=`, from 0); 0 when absent or not a number. */
export const pageParam = (value: string | null): number =>
  Math.max(0, Number.parseInt(value ?? '0', 10) || 0);
