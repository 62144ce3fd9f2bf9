import { API, defineRoutes, type Route } from '@tyre/contracts/routes';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { maskSecrets } from '../app';
import { secretMask } from '../lib/http/secret-mask';

const key = 'Zk3qWbT0-pXy_8vN2mLq4sRt6uVw8xYz';

/** The rule the log had before the declarations said which segments are secret. */
const before = (url: string) =>
  url
    .replace(/(\/orders\/)(?!(?:all|counts|quote)(?:[/?]|$))[^/?]+/, '$1:key')
    .replace(/([?&](?:token|key)=)[^&]*/gi, '$1***');

describe('what the request log keeps of an address', () => {
  it('when a guest order is opened by its key, then the log has :key in its place; the admin lists keep their names', () => {
    expect(maskSecrets(`/api/v1/orders/${key}`)).toBe('/api/v1/orders/:key');
    expect(maskSecrets(`/api/v1/orders/${key}/invoice.pdf?download=1`)).toBe(
      '/api/v1/orders/:key/invoice.pdf?download=1',
    );
    expect(maskSecrets(`/api/v1/orders/${key}/messages`)).toBe('/api/v1/orders/:key/messages');
    expect(maskSecrets('/api/v1/orders/all?page=2')).toBe('/api/v1/orders/all?page=2');
    expect(maskSecrets('/api/v1/orders/counts')).toBe('/api/v1/orders/counts');
    expect(maskSecrets('/api/v1/orders/quote')).toBe('/api/v1/orders/quote');
    expect(maskSecrets('/api/v1/products?token=abc&page=1')).toBe('/api/v1/products?token=***&page=1');
  });

  it('when a key is in an address no route answers, then it is masked all the same', () => {
    expect(maskSecrets(`/api/v1/orders/${key}/invoice`)).toBe('/api/v1/orders/:key/invoice');
    expect(maskSecrets(`/api/v1/ORDERS/${key}/`)).toBe('/api/v1/ORDERS/:key/');
    expect(maskSecrets(`/orders/${key}?KEY=${key}`)).toBe('/orders/:key?KEY=***');
  });

  it('when the secrets come from the declarations, then every secret is masked as before, and only addresses with no secret in their path read otherwise', () => {
    const routes = Object.values(API as Record<string, Route>);
    const addressesOf = (route: Route) => {
      const path = `/api/v1${route.path.replace(/:\w+/g, key)}`;
      return [path, `${path}?page=2&size=20`, `${path}?token=${key}&key=${key}`];
    };
    // where a route declares a secret, the line is the old one
    const secret = routes.filter((route) => route.secrets);
    expect(secret.map((route) => `${route.method} ${route.path}`)).toEqual([
      'GET /orders/:key',
      'GET /orders/:key/invoice.pdf',
      'PUT /orders/:key',
      'GET /orders/:key/messages',
    ]);
    for (const url of secret.flatMap(addressesOf)) {
      expect(maskSecrets(url)).toBe(before(url));
      expect(maskSecrets(url)).not.toContain(key);
    }
    // elsewhere a line differs only where the old rule took a route's own name for a key (it hid
    // `/orders/track` as `/orders/:key`): the path is then logged as it is, with the query masked
    const changed = routes
      .filter((route) => !route.secrets)
      .flatMap(addressesOf)
      .filter((url) => maskSecrets(url) !== before(url));
    for (const url of changed)
      expect(maskSecrets(url)).toBe(url.replace(/([?&](?:token|key)=)[^&]*/g, '$1***'));
    expect(changed.map((url) => url.replace(/\?.*/, ''))).toEqual(
      expect.arrayContaining([
        '/api/v1/orders/verify-mobile',
        '/api/v1/orders/verify-mobile/send',
        '/api/v1/orders/verify-mobile/check',
        '/api/v1/orders/track',
      ]),
    );
  });

  it('when a route declares a secret query field or parameter, then the log masks it; a secret its path lacks stops the start', () => {
    const routes = defineRoutes('Toys', {
      'GET /toys/all': { summary: 'All toys', access: 'admin' },
      'GET /toys/:code/box': {
        summary: 'A toy by its secret code',
        access: 'public',
        params: z.object({ code: z.string() }),
        query: z.object({ voucher: z.string().optional() }),
        secrets: { params: ['code'], query: ['voucher'] },
      },
    });
    const mask = secretMask(Object.values(routes), '/api');
    expect(mask('/api/toys/c0d3/box?voucher=v1&page=1')).toBe('/api/toys/:code/box?voucher=***&page=1');
    expect(mask('/api/toys/all?voucher=v1')).toBe('/api/toys/all?voucher=***');
    expect(mask('/other/toys/c0d3')).toBe('/other/toys/c0d3');
    const wrong = defineRoutes('Toys', {
      'GET /toys/:id': {
        summary: 'One toy',
        access: 'public',
        params: z.object({ id: z.string() }),
        secrets: { params: ['code'] },
      },
    });
    expect(() => secretMask(Object.values(wrong), '/api')).toThrow(
      'GET /toys/:id: secret parameter :code is not in the path',
    );
  });
});
