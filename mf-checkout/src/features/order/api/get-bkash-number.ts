import { apiData } from '@tyre/web-kit';

/** GET /mobile — the admin-set bKash number (the active one is the first record); null when none. */
export async function getBkashNumber(signal?: AbortSignal): Promise<string | null> {
  const records = await apiData('GET /mobile', { signal });
  return records[0]?.mobile ?? null;
}
