import { describe, expect, it } from 'vitest';
import {
  failure,
  listPage,
  multipartFields,
  multipartFiles,
  ok,
  testApiBase,
  testApiForFile,
} from '../test-api';

const api = testApiForFile({
  'GET /category': ok([{ name: 'Motorcycle' }]),
  'GET /products': ({ query }) => listPage([{ page: query.get('page') }], 45),
  'DELETE /category/1': failure(409, 'In use', 'conflict'),
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
    const list = await fetch(`${testApiBase}/products?page=2&size=20`);
    expect(list.status).toBe(200);
    expect(list.headers.get('x-total-count')).toBe('45');
    expect(await list.json()).toEqual([{ page: '2' }]);
    const refused = await xhr('DELETE', '/category/1');
    expect(refused.status).toBe(409);
    expect(JSON.parse(refused.responseText)).toEqual({ message: 'In use', code: 'conflict' });
    expect(api.urls()).toEqual(['/products?page=2&size=20', '/category/1']);
    expect(api.requests.map((r) => r.method)).toEqual(['GET', 'DELETE']);
  });

  it('when a path is not scripted, then it answers 404 like the API', async () => {
    const response = await fetch(`${testApiBase}/nothing-here`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not found', code: 'not_found' });
  });

  it('when a test changes an answer with on(), then it holds for that test only', async () => {
    api.on('GET /category', ok([]));
    expect(await (await fetch(`${testApiBase}/category`)).json()).toEqual([]);
  });

  it('when the next test runs, then the file’s answers are back and the log is empty', async () => {
    expect(api.requests).toEqual([]);
    expect(await (await fetch(`${testApiBase}/category`)).json()).toEqual([{ name: 'Motorcycle' }]);
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
