import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptHashes } from '../src/page-policy';

const config = {
  catalog: 'http://127.0.0.1:3001/mf-manifest.json',
  content: 'https://content.example.com/mf-manifest.json',
  checkout: 'http://127.0.0.1:3003/mf-manifest.json',
  dashboard: 'http://127.0.0.1:3004/mf-manifest.json',
  apiBaseUrl: 'https://api.example.com/api/v1',
};
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const directive = (csp: string, name: string) => new RegExp(`(?:^|; )${name} ([^;]*)`).exec(csp)?.[1] ?? '';

describe('the shell page’s Content-Security-Policy', () => {
  const page = [
    '<script>var a=1</script>',
    '<script defer src="/main.js"></script>',
    '<script id="runtime-config" type="application/json">{"a":1}</script>',
    '<script type="application/ld+json">{"@type":"Product"}</script>',
    '<script >var b=2</script>',
  ].join('');

  it('when made for a page, then its inline scripts are allowed by their hashes and data blocks are not listed', () => {
    expect(inlineScriptHashes(page)).toEqual([sha('var a=1'), sha('var b=2')]);
    const scripts = directive(contentSecurityPolicy(config, page), 'script-src');
    expect(scripts).toContain(sha('var a=1'));
    expect(scripts).not.toContain(sha('{"a":1}'));
    expect(scripts).not.toMatch(/unsafe-inline|unsafe-eval|\*|https?: /);
  });

  it('when the remotes or the API move (configuration, no rebuild), then their origins are the ones allowed', () => {
    const csp = contentSecurityPolicy(config, '');
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
      '',
    );
    expect(directive(moved, 'script-src')).toContain('https://cdn.example.org');
    expect(directive(moved, 'script-src')).not.toContain('https://content.example.com');
  });

  it('when read whole, then it forbids plugins, framing of the page and a foreign base', () => {
    const csp = contentSecurityPolicy(config, '');
    expect(directive(csp, 'object-src')).toBe("'none'");
    expect(directive(csp, 'frame-ancestors')).toBe("'none'");
    expect(directive(csp, 'base-uri')).toBe("'self'");
    expect(directive(csp, 'default-src')).toBe("'self'");
  });
});
