// A map tile server on loopback for the browser tests (the tests run offline): answers
// `/tiles/{z}/{x}/{y}.png` with a plain 256 px PNG (files.ts makes it), as a raster tile server does, or
// 404 for every tile when switched off (the maps must then still show their markers).
import { createServer, type Server } from 'node:http';
import { pngImage } from './files';

/** A 256 × 256 tile of one colour with a darker line on its top and left edges. */
const tilePng = ([r, g, b]: [number, number, number]): Buffer =>
  pngImage(256, 256, (x, y) => (x === 0 || y === 0 ? [r - 40, g - 40, b - 40] : [r, g, b]));

export interface TileServer {
  /** the URL template the maps are configured with */
  template: string;
  /** the tiles asked for (`z/x/y`) */
  asked: string[];
  /** false: every tile answers 404 */
  setUp(up: boolean): void;
  close(): Promise<void>;
}

export async function startTileServer(): Promise<TileServer> {
  const tiles = [tilePng([236, 232, 214]), tilePng([226, 236, 214])];
  const asked: string[] = [];
  let up = true;
  const server: Server = createServer((req, res) => {
    const match = /^\/tiles\/(\d+)\/(\d+)\/(\d+)\.png$/.exec(req.url ?? '');
    if (!match || !up) {
      res.writeHead(404).end();
      return;
    }
    asked.push(`${match[1]}/${match[2]}/${match[3]}`);
    const tile = tiles[(Number(match[2]) + Number(match[3])) % 2]!;
    res.writeHead(200, { 'Content-Type': 'image/png', 'Cache-Control': 'no-store' }).end(tile);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    template: `http://127.0.0.1:${port}/tiles/{z}/{x}/{y}.png`,
    asked,
    setUp: (next) => {
      up = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
