import { createHash } from 'node:crypto';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headMarker } from '@tyre/build-config/runtime-config';
import { contentSecurityPolicy, inlineScriptHashes, ownScript } from '../src/page-policy';
import { serve, type Serving } from '../src/serve';
import { builtRemotes, type BuiltRemotes } from './built-remotes';

const config = {
  catalog: 'http://127.0.0.1:3001/mf-manifest.json',
  content: 'https://content.example.com/mf-manifest.json',
  checkout: 'http://127.0.0.1:3003/mf-manifest.json',
  dashboard: 'http://127.0.0.1:3004/mf-manifest.json',
  apiBaseUrl: 'https://api.example.com/api/v1',
};
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const directive = (csp: string, name: string) => new RegExp(`(?:^|; )${name} ([^;]*)`).exec(csp)?.[1] ?? '';
/** The bodies of a page's inline scripts (not `src`, not data blocks). */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);

describe('the shell page’s Content-Security-Policy', () => {
  it('when the server writes an inline script, then its tag comes with the hash that allows exactly its body', () => {
    const script = ownScript('window.a=1');
    expect(script).toEqual({ tag: '<script>window.a=1</script>', source: sha('window.a=1') });
    // a body that would end its script early, or make the parser read its end differently, is refused
    expect(() => ownScript('var s="</script><script>alert(1)"')).toThrow(/<\/script/);
    expect(() => ownScript('var s="<!--<script>"')).toThrow();
  });

  it('when made, then script-src allows the scripts it is given and nothing inline beyond them', () => {
    const scripts = directive(contentSecurityPolicy(config, [sha('var a=1')]), 'script-src');
    expect(scripts).toContain(sha('var a=1'));
    expect(scripts).not.toMatch(/unsafe-inline|unsafe-eval|strict-dynamic|\*|https?: /);
    expect(directive(contentSecurityPolicy(config, []), 'script-src')).not.toContain("'sha256-");
  });

  it('when the build’s page is read, then its inline scripts are hashed and data blocks are not listed', () => {
    const page = [
      '<script>var a=1</script>',
      '<script defer src="/main.js"></script>',
      '<script id="runtime-config" type="application/json">{"a":1}</script>',
      '<script type="application/ld+json">{"@type":"Product"}</script>',
      '<script >var b=2</script>',
    ].join('');
    expect(inlineScriptHashes(page)).toEqual([sha('var a=1'), sha('var b=2')]);
  });

  it('when the remotes or the API move (configuration, no rebuild), then their origins are the ones allowed', () => {
    const csp = contentSecurityPolicy(config, []);
    const scripts = directive(csp, 'script-src');
    expect(scripts.split(' ').sort()).toEqual(
      [
        "'self'",
        'http://127.0.0.1:3001',
        'http://127.0.0.1:3003',
        'http://127.0.0.1:3004',
        'https://content.example.com',
      ].sort(),
    );
    expect(directive(csp, 'connect-src')).toContain('https://api.example.com');
    expect(directive(csp, 'img-src')).toContain('https://api.example.com');
    const moved = contentSecurityPolicy(
      { ...config, content: 'https://cdn.example.org/content/mf-manifest.json' },
      [],
    );
    expect(directive(moved, 'script-src')).toContain('https://cdn.example.org');
    expect(directive(moved, 'script-src')).not.toContain('https://content.example.com');
  });

  it('when the home video is YouTube’s or Vimeo’s, then its player may be framed and YouTube’s poster shown, and no other host', () => {
    const csp = contentSecurityPolicy(config, []);
    const pictures = directive(csp, 'img-src').split(' ');
    // mf-content video-source.ts: `https://i.ytimg.com/vi/<id>/hqdefault.jpg`; a Vimeo facade has no poster
    expect(pictures).toContain('https://i.ytimg.com');
    expect(pictures.filter((source) => /^https:\/\//.test(source)).sort()).toEqual(
      ['https://api.example.com', 'https://content.example.com', 'https://i.ytimg.com'].sort(),
    );
    expect(directive(csp, 'frame-src').split(' ').sort()).toEqual(
      ['blob:', 'https://player.vimeo.com', 'https://www.youtube-nocookie.com'].sort(),
    );
  });

  it('when a map tile server is configured, then its origin (subdomains as a wildcard) may show pictures; with none, no tile host is', () => {
    const tiles = contentSecurityPolicy(
      { ...config, mapTiles: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png' },
      [],
    );
    expect(directive(tiles, 'img-src').split(' ')).toContain('https://*.tiles.example.org');
    expect(directive(tiles, 'connect-src')).not.toContain('tiles.example.org');
    const loopback = contentSecurityPolicy(
      { ...config, mapTiles: 'http://127.0.0.1:8080/tiles/{z}/{x}/{y}.png' },
      [],
    );
    expect(directive(loopback, 'img-src').split(' ')).toContain('http://127.0.0.1:8080');
    // a template that is not an address adds nothing
    const odd = contentSecurityPolicy({ ...config, mapTiles: "https://x.org';script-src *" }, []);
    expect(directive(odd, 'img-src')).not.toContain('x.org');
    expect(directive(contentSecurityPolicy(config, []), 'img-src')).not.toMatch(/tiles|\*/);
  });

  it('when read whole, then it forbids plugins, framing of the page and a foreign base', () => {
    const csp = contentSecurityPolicy(config, []);
    expect(directive(csp, 'object-src')).toBe("'none'");
    expect(directive(csp, 'frame-ancestors')).toBe("'none'");
    expect(directive(csp, 'base-uri')).toBe("'self'");
    expect(directive(csp, 'default-src')).toBe("'self'");
  });
});

describe('the policy of a page the server painted', () => {
  // a shell whose renderer paints a `<script>` into its area, as an escaping bug in any app's
  // renderer would (a stand-in for the renderer: what is tested is the server's policy)
  let dir: string;
  let shell: Serving;
  let remotes: BuiltRemotes;
  const slipped = 'window.__slipped=1';

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'page-policy-'));
    await mkdir(join(dir, 'server'));
    await writeFile(
      join(dir, 'index.html'),
      `<!doctype html><html lang="en"><head><title>Tyre</title>${headMarker}<script defer src="/main.0123abcd.js"></script></head><body><div id="root"></div></body></html>`,
    );
    await writeFile(
      join(dir, 'server/first-paint.js'),
      `var firstPaint={renderer:{ready:Promise.resolve(),styles:function(){return''},render:function(){return '<main><h1>Tyres</h1><p>Grip in the rain.<script>${slipped}</script></p></main>'}}};`,
    );
    // the API is not there (connection refused): the page still carries its early request (the
    // content remote's renderer, a real build, names it for the home page)
    remotes = await builtRemotes();
    shell = await serve({
      root: dir,
      runtimeConfig: { ...config, ...remotes.config, apiBaseUrl: 'http://127.0.0.1:9/api/v1' },
    });
  });
  afterAll(async () => {
    await shell?.close();
    await remotes?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('when a painted area carries a <script>, then the policy allows every script the server wrote and not that one', async () => {
    // the renderer starts with the server: a first page may come before it
    let html = '';
    let csp = '';
    await expect
      .poll(
        async () => {
          const response = await fetch(`${shell.url}/`);
          csp = response.headers.get('content-security-policy') ?? '';
          html = await response.text();
          return html.includes(slipped) && html.includes('__tyreEarly');
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    const [head, root] = html.split('<div id="root">');
    const own = inlineScripts(head!);
    // the early request, the code started after the paint, the held-back presses
    expect(own.length).toBeGreaterThanOrEqual(3);
    const allowed = directive(csp, 'script-src')
      .split(' ')
      .filter((source) => source.startsWith("'sha256-"));
    expect(allowed.sort()).toEqual(own.map(sha).sort());
    expect(inlineScripts(root!)).toEqual([slipped]);
    expect(allowed).not.toContain(sha(slipped));
  });
});
