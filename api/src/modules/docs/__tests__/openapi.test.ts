import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../app';
import type { AppContext } from '../../../context';
import { startTestApi, type TestApi } from '../../../test/test-api';
import { createModules } from '../..';
import { API, type Route } from '@tyre/contracts/routes';

type Json = Record<string, any>;
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** Every `$ref` in the document, with where it was found. */
function refs(node: unknown, at = '#', out: { at: string; ref: string }[] = []) {
  if (Array.isArray(node)) node.forEach((item, i) => refs(item, `${at}/${i}`, out));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') out.push({ at, ref: value });
      else refs(value, `${at}/${key}`, out);
    }
  }
  return out;
}

function resolve(document: Json, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, part) => (node as Json | undefined)?.[part], document);
}

function operations(document: Json) {
  return Object.entries(document.paths as Record<string, Json>).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => HTTP_METHODS.includes(method))
      .map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, path, op: op as Json })),
  );
}

describe('the OpenAPI document', () => {
  let api: TestApi;
  let document: Json;
  let ctx: AppContext;

  beforeAll(async () => {
    api = await startTestApi();
    ctx = api.server.ctx;
    const res = await api.call('GET', '/openapi.json');
    expect(res.status).toBe(200);
    document = res.body;
  });
  afterAll(() => api.stop());

  it('when GET /openapi.json is asked, then it answers an OpenAPI 3.1 document as JSON', async () => {
    const res = await api.call('GET', '/openapi.json');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([{ url: '/api/v1' }]);
  });

  it('when compared with the declared routes, then it has one operation for each, and the modules answer each once', () => {
    const declared = Object.values(API).map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, '{$1}')}`);
    expect(declared.length).toBeGreaterThan(90);
    expect(
      operations(document)
        .map((o) => o.key)
        .sort(),
    ).toEqual([...declared].sort());
    const mounted = createModules(ctx).flatMap((m) => m.keys);
    expect([...mounted].sort()).toEqual(Object.keys(API).sort());
  });

  it('when a module that answers declared routes is left out, then the API does not start, naming them', () => {
    const modules = createModules(ctx).filter((m) => m.name !== 'products');
    expect(() => createApp(ctx, modules)).toThrow(/Declared but not mounted: .*GET \/products\/:slug/);
  });

  it('when validated against the OpenAPI 3.1 schema, then it is valid', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('when every $ref is followed, then it leads to a component of the document', () => {
    const all = refs(document);
    expect(all.length).toBeGreaterThan(50);
    const broken = all.filter(({ ref }) => resolve(document, ref) === undefined);
    expect(broken).toEqual([]);
  });

  it('when each operation is read, then it has a success answer, an id, and path parameters for its template', () => {
    const ids = new Set<string>();
    for (const { key, path, op } of operations(document)) {
      const statuses = Object.keys(op.responses ?? {});
      expect(
        // a 2xx, or the redirect of a gateway's form post (303)
        statuses.some((s) => /^(2\d\d|303)$/.test(s)),
        key,
      ).toBe(true);
      expect(ids.has(op.operationId), `${key} operationId`).toBe(false);
      ids.add(op.operationId);
      const templated = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      const declared = (op.parameters ?? [])
        .filter((p: Json) => p.in === 'path')
        .map((p: Json) => p.name)
        .sort();
      expect(declared, `${key} path parameters`).toEqual(templated);
    }
  });

  it('when a route needs a token, then it asks for bearer auth and documents 401 (and 403 for admins)', () => {
    expect(document.components.securitySchemes.bearerAuth).toEqual(
      expect.objectContaining({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }),
    );
    const byKey = new Map(operations(document).map((o) => [o.key, o.op]));
    const me = byKey.get('GET /auth/me')!;
    expect(me.security).toEqual([{ bearerAuth: [] }]);
    expect(me.responses['401']).toEqual({ $ref: '#/components/responses/Unauthorized' });
    const createProduct = byKey.get('POST /products')!;
    expect(createProduct.responses['403']).toEqual({ $ref: '#/components/responses/Forbidden' });
    expect(byKey.get('GET /products')!.security).toEqual([{}, { bearerAuth: [] }]);
    expect(byKey.get('GET /category')!.security).toBeUndefined();
  });

  it('when a route sends the browser’s cookies or carries a secret, then its description says so, as declared', () => {
    const byKey = new Map(operations(document).map((o) => [o.key, o.op]));
    const declared: Route[] = Object.values(API);
    const template = (path: string) => path.replace(/:([A-Za-z]+)/g, '{$1}');
    expect(declared.some((route) => route.credentials)).toBe(true);
    for (const route of declared) {
      const description = String(byKey.get(`${route.method} ${template(route.path)}`)?.description ?? '');
      expect(description.includes('HttpOnly cookie'), `${route.method} ${route.path}`).toBe(
        route.credentials === true,
      );
      for (const name of [...(route.secrets?.params ?? []), ...(route.secrets?.query ?? [])])
        expect(description, `${route.method} ${route.path}`).toContain(
          `\`${name}\` opens the record by itself`,
        );
    }
  });

  it('when the contracts describe a payload, then the document uses their schemas', () => {
    const byKey = new Map(operations(document).map((o) => [o.key, o.op]));
    const json = (key: string, status: string) =>
      byKey.get(key)!.responses[status].content['application/json'].schema;
    expect(json('GET /products/{slug}', '200')).toEqual({ $ref: '#/components/schemas/Product' });
    expect(json('GET /products', '200')).toEqual({
      type: 'array',
      items: { $ref: '#/components/schemas/ProductCard' },
    });
    expect(json('POST /auth/login', '200')).toEqual({ $ref: '#/components/schemas/AuthResponse' });
    expect(document.components.schemas.Product.required).toEqual(
      expect.arrayContaining(['slug', 'price', 'images']),
    );
    const register = byKey.get('POST /auth/reg')!.requestBody.content['application/json'].schema;
    expect(register).toEqual({ $ref: '#/components/schemas/RegisterBody' });
    expect(document.components.schemas.RegisterBody.required).toEqual([
      'name',
      'email',
      'mobile',
      'password',
    ]);
    // a rule checked after a transform is still told
    expect(document.components.schemas.RegisterBody.properties.mobile.description).toMatch(/01XXXXXXXXX/);
  });

  it('when a list is paged, then its answer documents X-Total-Count; 429 documents Retry-After', () => {
    const byKey = new Map(operations(document).map((o) => [o.key, o.op]));
    for (const key of ['GET /products', 'GET /products/finder', 'GET /news', 'GET /auth/user']) {
      expect(byKey.get(key)!.responses['200'].headers?.['X-Total-Count'], key).toBeDefined();
    }
    expect(byKey.get('POST /auth/login')!.responses['429']).toEqual({
      $ref: '#/components/responses/TooManyRequests',
    });
    expect(document.components.responses.TooManyRequests.headers['Retry-After']).toBeDefined();
  });

  it('when the ordering routes are read, then placing takes an Idempotency-Key header and may answer 409 and 429; the invoice is a PDF', () => {
    const byKey = new Map(operations(document).map((o) => [o.key, o.op]));
    const place = byKey.get('POST /orders')!;
    expect(place.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ in: 'header', name: 'Idempotency-Key' })]),
    );
    expect(place.parameters.find((p: Json) => p.name === 'Idempotency-Key').required ?? false).toBe(false);
    expect(Object.keys(place.responses)).toEqual(expect.arrayContaining(['201', '401', '409', '429']));
    expect(place.responses['201'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/Order',
    });
    expect(place.responses['201'].headers['Idempotent-Replayed']).toBeDefined();
    expect(Object.keys(byKey.get('GET /orders/{key}/invoice.pdf')!.responses['200'].content)).toEqual([
      'application/pdf',
    ]);
    expect(byKey.get('PUT /orders/{key}')!.responses['409']).toEqual({
      $ref: '#/components/responses/Conflict',
    });
    expect(Object.keys(document.components.schemas.OrderCounts.properties)).toEqual([
      'awaiting_payment',
      'payment_review',
      'pending',
      'processing',
      'shipped',
      'completed',
      'returned',
      'cancelled',
      'total',
    ]);
  });

  it('when an error status is documented, then its body is the ApiError { message, code, fields?, codes of the texts? }', () => {
    const errors = document.components.schemas.ApiError;
    expect(errors.required).toEqual(['message', 'code']);
    expect(Object.keys(errors.properties)).toEqual([
      'message',
      'code',
      'fields',
      'messageCode',
      'messageParams',
      'fieldIssues',
    ]);
    for (const name of ['InvalidData', 'Unauthorized', 'Forbidden', 'NotFound', 'Conflict', 'TooLarge']) {
      expect(document.components.responses[name].content['application/json'].schema).toEqual({
        $ref: '#/components/schemas/ApiError',
      });
    }
    for (const name of ['UnsupportedMediaType', 'TooManyRequests', 'Unavailable']) {
      expect(document.components.responses[name].content['application/json'].schema.$ref).toBe(
        '#/components/schemas/ApiError',
      );
    }
  });

  it('when a route takes files, then its body is multipart/form-data with the file fields', () => {
    const byKey = new Map(operations(document).map((o) => [o.key, o.op]));
    for (const key of [
      'POST /products',
      'PUT /products/{slug}',
      'POST /tires',
      'PUT /tires/{slug}',
      'POST /news',
    ]) {
      const content = byKey.get(key)!.requestBody.content;
      expect(Object.keys(content), key).toEqual(['multipart/form-data']);
    }
    const product = byKey.get('POST /products')!.requestBody.content['multipart/form-data'].schema;
    expect(product.properties.thumbnail).toEqual(
      expect.objectContaining({ type: 'string', format: 'binary' }),
    );
    expect(product.properties.images).toEqual(expect.objectContaining({ type: 'array', maxItems: 6 }));
    expect(product.required).toEqual(expect.arrayContaining(['title', 'tyreSize', 'thumbnail']));
  });
});
