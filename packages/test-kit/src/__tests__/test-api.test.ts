import { describe, expect, it } from 'vitest';
import { categoryOf } from '../fixtures';
import {
  failure,
  listPage,
  multipartFields,
  multipartFiles,
  ok,
  testApiBase,
  testApiForFile,
  type Routes,
} from '../test-api';

const motorcycle = categoryOf('Motorcycle', 'motorcycle');

const api = testApiForFile({
  'GET /category': ok([motorcycle]),
  'GET /category/:slug': ({ params }) =>
    params.slug === 'motorcycle' ? ok(motorcycle) : failure(404, 'Category not found', 'not_found'),
  'GET /products': ({ query }) => listPage([], 40 + Number(query.get('page'))),
  'GET /products/finder': listPage([], 7),
  'GET /products/:slug': ({ params }) => failure(404, `no ${params.slug}`, 'not_found'),
  'DELETE /category/:slug': failure(409, 'In use', 'conflict'),
});

/** A request through jsdom's XMLHttpRequest, as axios sends it in the browser. */
function xhr(method: string, path: string, body?: XMLHttpRequestBodyInit): Promise<XMLHttpRequest> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, `${testApiBase}${path}`);
    request.onload = () => resolve(request);
    request.onerror = () => reject(new Error(`${method} ${path} failed`));
    request.send(body);
  });
}

describe('the test API', () => {
  it('when a route is scripted, then it answers its JSON, status and headers, and the request is logged', async () => {
    const list = await fetch(`${testApiBase}/products?page=5&size=20`);
    expect(list.status).toBe(200);
    expect(list.headers.get('x-total-count')).toBe('45');
    expect(await list.json()).toEqual([]);
    const refused = await xhr('DELETE', '/category/1');
    expect(refused.status).toBe(409);
    expect(JSON.parse(refused.responseText)).toEqual({ message: 'In use', code: 'conflict' });
    expect(api.urls()).toEqual(['/products?page=5&size=20', '/category/1']);
    expect(api.requests.map((r) => r.method)).toEqual(['GET', 'DELETE']);
  });

  it('when a route with parameters is stubbed by its key, then its stub gets them decoded, and a fixed path reaches its own route first', async () => {
    expect(await (await fetch(`${testApiBase}/category/motorcycle`)).json()).toEqual(motorcycle);
    expect((await fetch(`${testApiBase}/category/truck`)).status).toBe(404);
    const encoded = await fetch(`${testApiBase}/products/a%20b%2Fc`);
    expect(await encoded.json()).toEqual({ message: 'no a b/c', code: 'not_found' });
    // `GET /products/finder` is declared before `GET /products/:slug`, as the API mounts them
    const finder = await fetch(`${testApiBase}/products/finder?category=car`);
    expect(finder.headers.get('x-total-count')).toBe('7');
    expect(api.requests.map((r) => r.path)).toEqual([
      '/category/motorcycle',
      '/category/truck',
      '/products/a%20b%2Fc',
      '/products/finder',
    ]);
  });

  it('when a path is not scripted, or no route declares it, then it answers 404 like the API', async () => {
    for (const path of ['/nothing-here', '/category', '/orders/counts']) {
      const response = await fetch(`${testApiBase}${path}`, { method: path === '/category' ? 'PUT' : 'GET' });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'Not found', code: 'not_found' });
    }
  });

  it('when a stub names a route that is not declared, then setting it fails; a stub of another type does not compile', () => {
    // @ts-expect-error not a declared route
    expect(() => api.on('GET /categories', ok([]))).toThrow('GET /categories is not a declared route');
    // @ts-expect-error `GET /category` answers categories, not names
    api.on('GET /category', ok([{ name: 'Motorcycle' }]));
    // @ts-expect-error `GET /category/:slug` has no `id` parameter
    api.on('GET /category/:slug', ({ params }) => ok({ ...motorcycle, slug: params.id }));
    const typed: Routes = { 'GET /category': ok([motorcycle]) };
    expect(typed).toBeDefined();
  });

  it('when a test changes an answer with on(), then it holds for that test only', async () => {
    api.on('GET /category', ok([]));
    expect(await (await fetch(`${testApiBase}/category`)).json()).toEqual([]);
  });

  it('when the next test runs, then the file’s answers are back and the log is empty', async () => {
    expect(api.requests).toEqual([]);
    expect(await (await fetch(`${testApiBase}/category`)).json()).toEqual([motorcycle]);
  });

  it('when a request carries the browser’s cookies or not, then the log says so', async () => {
    await fetch(`${testApiBase}/category`, { credentials: 'include' });
    await fetch(`${testApiBase}/category`, { credentials: 'same-origin' });
    expect(api.requests.map((r) => r.credentials)).toEqual(['include', 'same-origin']);
  });

  it('when JSON is sent, then the log holds it as text with its headers', async () => {
    await fetch(`${testApiBase}/category`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer t' },
      body: JSON.stringify({ name: 'Car' }),
    });
    const [sent] = api.requests;
    expect(JSON.parse(sent?.body ?? '')).toEqual({ name: 'Car' });
    expect(sent?.headers.get('authorization')).toBe('Bearer t');
  });

  it('when FormData with files goes through XMLHttpRequest, then the log holds each multipart body in order, files with name, type and bytes', async () => {
    const first = new FormData();
    first.append('title', 'RoadGrip');
    first.append('features', 'Deep grooves');
    first.append('features', 'Quiet');
    first.append(
      'thumbnail',
      new File([new Uint8Array([0x89, 0x50, 1, 2])], 'tread.png', { type: 'image/png' }),
    );
    const second = new FormData();
    second.append('images', new File(['gif'], 'side.gif', { type: 'image/gif' }));
    second.append('images', new File(['jpg'], 'top.jpg', { type: 'image/jpeg' }));
    await Promise.all([xhr('POST', '/products', first), xhr('PUT', '/products/1', second)]);

    const [post, put] = api.requests;
    expect(post?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(multipartFields(post?.body ?? '')).toEqual({
      title: ['RoadGrip'],
      features: ['Deep grooves', 'Quiet'],
    });
    expect(multipartFiles(post?.body ?? '')).toEqual({ thumbnail: ['tread.png'] });
    expect(post?.body).toContain('Content-Type: image/png\r\n\r\n\x89P\x01\x02\r\n');
    expect(put?.method).toBe('PUT');
    expect(multipartFiles(put?.body ?? '')).toEqual({ images: ['side.gif', 'top.jpg'] });
    expect(put?.body).toContain('\r\n\r\ngif\r\n');
  });
});
