import type { Dealer } from '@tyre/contracts';
import type { Page } from '@tyre/contracts/route';
import { apiPage } from '@tyre/web-kit';

/** GET /dealers?all=1 (admin): every dealer, listed or not, by name; `search` over names, phones and numbers. */
export async function getDealers(
  query: { page: number; size: number; search?: string; listed?: '' | 'true' | 'false' },
  signal?: AbortSignal,
): Promise<Page<Dealer>> {
  const { page, size, search, listed } = query;
  return apiPage('GET /dealers', {
    query: { page, size, all: 'true', ...(search ? { search } : {}), ...(listed ? { listed } : {}) },
    signal,
  });
}
