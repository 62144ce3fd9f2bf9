/** A query without its blank values (undefined and ''): the API would read `?search=` as a search. */
export function withoutBlanks<T extends object>(query: T): Partial<T> {
  const out: Partial<T> = {};
  for (const key of Object.keys(query) as (keyof T & string)[]) {
    const value = query[key];
    if (value !== undefined && value !== '') out[key] = value;
  }
  return out;
}
