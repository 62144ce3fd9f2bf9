import { describe, expect, it } from 'vitest';
import { maskSecrets } from '../app';

describe('what the request log keeps of an address', () => {
  it('when a guest order is opened by its key, then the log has :key in its place; the admin lists keep their names', () => {
    const key = 'Zk3qWbT0-pXy_8vN2mLq4sRt6uVw8xYz';
    expect(maskSecrets(`/api/v1/orders/${key}`)).toBe('/api/v1/orders/:key');
    expect(maskSecrets(`/api/v1/orders/${key}/invoice.pdf?download=1`)).toBe(
      '/api/v1/orders/:key/invoice.pdf?download=1',
    );
    expect(maskSecrets('/api/v1/orders/all?page=2')).toBe('/api/v1/orders/all?page=2');
    expect(maskSecrets('/api/v1/orders/counts')).toBe('/api/v1/orders/counts');
    expect(maskSecrets('/api/v1/orders/quote')).toBe('/api/v1/orders/quote');
    expect(maskSecrets('/api/v1/products?token=abc&page=1')).toBe('/api/v1/products?token=***&page=1');
  });
});
