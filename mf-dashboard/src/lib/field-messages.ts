/** What a schema's `safeParse` gives (zod's shape, without importing zod). */
export interface SchemaLike {
  safeParse(
    input: unknown,
  ):
    | { success: true }
    | { success: false; error: { issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }> } };
}

/**
 * `{ field: message }` from a schema check of `input`, one message per top-level field (the
 * first); issues without a path (a whole-body rule) go under `_form`. Empty when valid.
 */
export function schemaMessages(schema: SchemaLike, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const messages: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : '_form';
    messages[key] ??= issue.message;
  }
  return messages;
}

/** The server's field keys may be nested (`features.2`): the form field is the first part. */
export function topLevelMessages(fields: Record<string, string>): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const [key, message] of Object.entries(fields)) messages[key.split('.')[0] ?? key] ??= message;
  return messages;
}

/** The fields of `next` whose value differs from `before` (lists compared item by item). */
export function changedFields<T extends object>(next: T, before: T): Partial<T> {
  const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
  return Object.fromEntries(
    Object.entries(next).filter(([key, value]) => !same(value, (before as Record<string, unknown>)[key])),
  ) as Partial<T>;
}
