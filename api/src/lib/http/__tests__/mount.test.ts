import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { idempotencyKeySchema } from '@tyre/contracts';
import { defineRoutes } from '@tyre/contracts/routes';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestApi, type TestApi } from '../../../test/test-api';
import { errorHandler } from '../errors';
import { checkAllMounted, mountRoutes, type Handlers, type JsonBytes } from '../mount';

// A small resource, declared the way every module's routes are (packages/contracts/src/routes).
const toyRoutes = defineRoutes('Toys', {
  'GET /toys': {
    summary: 'Toys, a page at a time',
    access: 'public',
    query: z.object({ page: z.coerce.number().int().min(0).default(0) }),
    response: z.array(z.object({ n: z.number() })),
    paged: true,
  },
  // a fixed path before a parameter, as Express matches in order
  'GET /toys/cached': {
    summary: 'An answer kept as JSON bytes',
    access: 'public',
    response: z.array(z.object({ n: z.number() })),
  },
  'GET /toys/:id': {
    summary: 'One toy',
    access: 'optional',
    params: z.object({ id: z.string().regex(/^\d+$/) }),
    response: z.object({ id: z.string(), signedIn: z.boolean() }),
  },
  'POST /toys': {
    summary: 'Add a toy',
    access: 'admin',
    body: z.object({ name: z.string().min(1) }),
    status: 201,
    response: z.object({ name: z.string() }),
  },
  'PUT /toys/:id/tag': {
    summary: 'Tag a toy, once per request key',
    access: 'public',
    params: z.object({ id: z.string().regex(/^\d+$/) }),
    headers: z.object({
      'Request-Key': idempotencyKeySchema,
      'Toy-Colour': z.enum(['red', 'blue']).optional(),
    }),
    response: z.object({ key: z.string(), colour: z.enum(['red', 'blue']).nullable() }),
  },
  'GET /toys/:id/photo': {
    summary: 'A raw answer',
    access: 'public',
    params: z.object({ id: z.string() }),
    response: { raw: ['image/png'] },
  },
});

/** JSON bytes kept by a cache, typed with what they were written from. */
const cachedToys: JsonBytes<{ n: number }[]> = Buffer.from(JSON.stringify([{ n: 1 }, { n: 2 }]));

describe('mountRoutes: handlers mounted from their declarations', () => {
  let api: TestApi;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    api = await startTestApi();
    const handlers: Handlers<typeof toyRoutes> = {
      'GET /toys': ({ query }) => ({ items: [{ n: query.page }], total: 41 }),
      'GET /toys/:id': ({ params }, req) => ({ id: params.id, signedIn: Boolean(req.auth) }),
      'POST /toys': ({ body }) => ({ name: body.name }),
      'PUT /toys/:id/tag': ({ headers }) => ({
        key: headers['Request-Key'],
        colour: headers['Toy-Colour'] ?? null,
      }),
      'GET /toys/cached': () => cachedToys,
      'GET /toys/:id/photo': (_input, _req, res) => {
        res.type('png').send(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
      },
    };
    const app = express();
    app.use(express.json());
    app.use(mountRoutes(api.server.ctx.guards, toyRoutes, handlers).router);
    app.use(errorHandler);
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server?.close();
    await api?.stop();
  });

  it('when a paged route answers, then the items are the body and the total is in X-Total-Count', async () => {
    const res = await fetch(`${base}/toys?page=3`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-total-count')).toBe('41');
    expect(await res.json()).toEqual([{ n: 3 }]);
  });

  it('when params, query or body break the declared schemas, then it answers 400 naming the field, before the handler', async () => {
    const bad = await fetch(`${base}/toys/abc`);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fields: object }).fields).toHaveProperty('id');
    const badQuery = await fetch(`${base}/toys?page=-1`);
    expect(badQuery.status).toBe(400);
  });

  it('when a route is declared for admins, then no token is 401, a customer 403, an admin gets the declared 201', async () => {
    const send = (token?: string) =>
      fetch(`${base}/toys`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
        body: JSON.stringify({ name: 'kite' }),
      });
    expect((await send()).status).toBe(401);
    expect((await send((await api.customer()).token)).status).toBe(403);
    const made = await send(await api.adminToken());
    expect(made.status).toBe(201);
    expect(await made.json()).toEqual({ name: 'kite' });
  });

  it('when a route takes an optional token, then it is read when sent and not needed', async () => {
    expect(await (await fetch(`${base}/toys/7`)).json()).toEqual({ id: '7', signedIn: false });
    const token = (await api.customer()).token;
    const res = await fetch(`${base}/toys/7`, { headers: { authorization: `Bearer ${token}` } });
    expect(await res.json()).toEqual({ id: '7', signedIn: true });
  });

  it('when a route declares headers, then the handler gets them parsed under their declared names', async () => {
    const tag = (headers: Record<string, string>) => fetch(`${base}/toys/7/tag`, { method: 'PUT', headers });
    const res = await tag({ 'request-key': '  toy-tag-0001 ', 'Toy-Colour': 'blue' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ key: 'toy-tag-0001', colour: 'blue' });
    const plain = await tag({ 'Request-Key': 'toy-tag-0002' });
    expect(await plain.json()).toEqual({ key: 'toy-tag-0002', colour: null });
  });

  it('when a declared header is missing or malformed, then 400 names it like any field, with the code of its text, before the handler', async () => {
    const tag = (headers: Record<string, string>) => fetch(`${base}/toys/7/tag`, { method: 'PUT', headers });
    const missing = await tag({});
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({
      code: 'invalid_data',
      fields: { 'Request-Key': expect.any(String) },
      fieldIssues: { 'Request-Key': { code: 'required' } },
    });
    const malformed = await tag({ 'Request-Key': 'a b', 'Toy-Colour': 'green' });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({
      message:
        'Request-Key must be 8 to 100 letters, digits, dashes or underscores; Toy-Colour Invalid option: expected one of "red"|"blue"',
      code: 'invalid_data',
      fields: {
        'Request-Key': 'must be 8 to 100 letters, digits, dashes or underscores',
        'Toy-Colour': expect.any(String),
      },
      fieldIssues: { 'Request-Key': { code: 'idempotencyKey' }, 'Toy-Colour': { code: 'oneOf' } },
    });
    // the params are read first: a bad id is the one named
    const both = await fetch(`${base}/toys/x/tag`, { method: 'PUT' });
    expect(Object.keys(((await both.json()) as { fields: object }).fields)).toEqual(['id']);
  });

  it('when a handler gives JSON bytes, then they are sent as they are, as JSON; a raw route answers itself', async () => {
    const cached = await fetch(`${base}/toys/cached`);
    expect(cached.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await cached.text()).toBe('[{"n":1},{"n":2}]');
    const photo = await fetch(`${base}/toys/7/photo`);
    expect(photo.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await photo.arrayBuffer())).toEqual(new Uint8Array([0x89, 0x50, 0x4e, 0x47]));
  });

  it('when a handler answers other than its route declares, then the type check refuses it', () => {
    // Each `@ts-expect-error` below fails `pnpm --filter @tyre/api typecheck` the day the mismatch
    // it marks compiles; the handlers are mounted, never called.
    const guards = api.server.ctx.guards;
    const good = {
      'GET /toys': () => ({ items: [{ n: 1 }], total: 1 }),
      'GET /toys/:id': () => ({ id: '1', signedIn: false }),
      'POST /toys': () => ({ name: 'kite' }),
      'PUT /toys/:id/tag': () => ({ key: 'k', colour: 'red' as const }),
      'GET /toys/cached': () => cachedToys,
      'GET /toys/:id/photo': () => undefined,
    } satisfies Handlers<typeof toyRoutes>;
    const mount = () =>
      mountRoutes(guards, toyRoutes, {
        ...good,
        // @ts-expect-error a field of the wrong type: `n` is declared a number
        'GET /toys': () => ({ items: [{ n: 'one' }], total: 1 }),
        // @ts-expect-error a declared field missing: `signedIn`
        'GET /toys/:id': async () => ({ id: '1' }),
        // @ts-expect-error nothing given where the route declares a JSON answer
        'POST /toys': () => undefined,
        // @ts-expect-error a value the declared enum does not have
        'PUT /toys/:id/tag': () => ({ key: 'k', colour: 'green' }),
        // @ts-expect-error JSON bytes written from another type
        'GET /toys/cached': () => Buffer.from('[]') as JsonBytes<{ name: string }[]>,
      });
    expect(mount).not.toThrow();
    const pagedAsList = () =>
      mountRoutes(guards, toyRoutes, {
        ...good,
        // @ts-expect-error a paged route gives `{ items, total }`, not the bare list
        'GET /toys': () => [{ n: 1 }],
      });
    expect(pagedAsList).not.toThrow();
  });

  it('when a declared route has no handler, or a handler no declaration, then mounting fails naming it', () => {
    const guards = api.server.ctx.guards;
    const missing = {
      'GET /toys': () => ({ items: [], total: 0 }),
      'GET /toys/:id': () => ({ id: '1', signedIn: false }),
      'PUT /toys/:id/tag': () => ({ key: 'k', colour: null }),
      'GET /toys/cached': () => cachedToys,
      'GET /toys/:id/photo': () => undefined,
    };
    // @ts-expect-error the type check already refuses a handler list without 'POST /toys'
    expect(() => mountRoutes(guards, toyRoutes, missing)).toThrow(
      'POST /toys is declared but has no handler',
    );
    expect(() =>
      mountRoutes(guards, toyRoutes, {
        ...missing,
        'POST /toys': () => ({ name: 'x' }),
        // @ts-expect-error the type check already refuses a handler for an undeclared route
        'DELETE /toys/:id': () => undefined,
      }),
    ).toThrow('DELETE /toys/:id has a handler but no declaration');
  });

  it('when the modules answer fewer, more or the same routes twice, then the start-up check names them', () => {
    expect(() => checkAllMounted(['GET /a', 'GET /b'], ['GET /a'])).toThrow(
      'Declared but not mounted: GET /b',
    );
    expect(() => checkAllMounted(['GET /a'], ['GET /a', 'GET /c'])).toThrow(
      'GET /c is mounted but not declared',
    );
    expect(() => checkAllMounted(['GET /a'], ['GET /a', 'GET /a'])).toThrow('GET /a is mounted twice');
    expect(() => checkAllMounted(['GET /a'], ['GET /a'])).not.toThrow();
  });
});
