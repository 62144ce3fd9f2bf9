/** A form value as it travels: text, or a repeated field (a list). */
export type WireValue = string | string[];
export type WireFields = Record<string, WireValue | undefined>;

/**
 * A multipart body: text fields (lists as repeated fields; an empty list as one empty value, which
 * clears it on an update) and the picked files under their field names.
 */
export function toFormData(fields: WireFields, files: Record<string, readonly Blob[]> = {}): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) {
      if (value.length === 0) body.append(name, '');
      for (const item of value) body.append(name, item);
    } else body.append(name, value);
  }
  for (const [name, list] of Object.entries(files)) for (const file of list) body.append(name, file);
  return body;
}

/** A number field's value as text ('' when empty). */
export const numberText = (value: number | null | undefined): string =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : '';

/** Upload progress in whole percent from the API client's progress event. */
export const percentOf = (event: { loaded: number; total?: number }): number =>
  event.total ? Math.min(100, Math.round((event.loaded / event.total) * 100)) : 0;

/** Request options of an upload: a long time-out and the progress in percent. */
export const uploadOptions = (onProgress?: (percent: number) => void) => ({
  timeout: 300_000,
  onUploadProgress: (event: { loaded: number; total?: number }) => onProgress?.(percentOf(event)),
});
