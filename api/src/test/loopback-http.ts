// What the couriers' loopback servers share (steadfast-server.ts, pathao-server.ts): reading a JSON
// body, answering JSON, the test's own delays, tracking the sockets to close them at once, and
// calling the shop's webhook as a courier does.
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export const readJson = (req: http.IncomingMessage): Promise<Record<string, unknown>> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      try {
        resolve(chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {});
      } catch (e) {
        reject(e as Error);
      }
    });
    req.on('error', reject);
  });

export const sendJson = (res: http.ServerResponse, status: number, body: unknown) => {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
};

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A webhook's answer as the courier sees it: its status, headers and body (JSON when it is). */
export interface WebhookAnswer {
  status: number;
  headers: Headers;
  body: unknown;
}

/** POSTs `payload` to the shop's webhook with the courier's `headers`. */
export async function postWebhook(
  url: string,
  headers: Record<string, string>,
  payload: unknown,
): Promise<WebhookAnswer> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(payload),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: kept as text
  }
  return { status: res.status, headers: res.headers, body };
}

/**
 * Listens on loopback (a free port) with `handle`, which may be async (a failure answers 500);
 * answers the port and a stop that closes every connection at once.
 */
export async function listenOnLoopback(
  handle: (req: http.IncomingMessage, res: http.ServerResponse) => Promise<unknown>,
): Promise<{ port: number; stop: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = http.createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) sendJson(res, 500, { message: 'Server error' });
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
