import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { defineRoutes } from '@tyre/contracts/routes';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestApi, type TestApi } from '../../../test/test-api';
import { errorHandler } from '../errors';
import { checkAllMounted, mountRoutes, type Handlers } from '../mount';

// A small resource, declared the way every module's routes are (packages/contracts/src/routes).
const toyRoutes = defineRoutes('Toys', {
  'GET /toys': {
    summary: 'Toys, a page at a time',
    access: 'public',
    query: z.object({ page: z.coerce.number().int().min(0).default(0) }),
    response: z.array(z.object({ n: z.number() })),
    paged: true,
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
});

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

  it('when a declared route has no handler, or a handler no declaration, then mounting fails naming it', () => {
    const guards = api.server.ctx.guards;
    const missing = {
      'GET /toys': () => ({ items: [], total: 0 }),
      'GET /toys/:id': () => ({ id: '1', signedIn: false }),
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
