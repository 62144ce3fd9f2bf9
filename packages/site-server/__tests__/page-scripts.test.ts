// The shell page's own inline scripts (src/page-scripts/): TypeScript modules built small, their
// arguments written as JSON that cannot end the script, and what they do in a page.
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { pageScript, pageScriptBytes } from '../src/page-scripts';

describe('the page’s inline scripts', () => {
  it('stay small: about 4.3 KB together, each no larger than the hand-written script it replaced (the held presses: and the links followed while a press waits)', () => {
    // the hand-minified scripts they replaced: 1,340 (early request), 1,066 (language),
    // 1,397 (code after the paint), 433 (held presses) bytes, 4,236 together; the language
    // script now carries the contracts' own language rule and cart cookie (one source with
    // web-kit) and the painted apps' storage keys, and the held presses script holds a link
    // followed while a press waits (about 170 bytes more) and keeps a held press from the
    // hydrated app (about 20 more)
    expect(pageScriptBytes.earlyData).toBeLessThanOrEqual(1340);
    expect(pageScriptBytes.pageLanguage).toBeLessThanOrEqual(1250);
    expect(pageScriptBytes.appCodeAfterPaint).toBeLessThanOrEqual(1397);
    expect(pageScriptBytes.holdBack).toBeLessThanOrEqual(630);
    expect(Object.values(pageScriptBytes).reduce((a, b) => a + b)).toBeLessThanOrEqual(4340);
  });

  it('write their arguments as JSON that cannot end the script, with the hash of the body', () => {
    const script = pageScript('earlyData', 'https://api.example', '/products?search=</script>', null, null);
    expect(script.tag).not.toContain('</script>"');
    expect(script.tag).toContain('"/products?search=\\u003c/script>"');
    expect(script.source).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
  });

  it('when a button on the first paint is pressed before the app took over, then the press is held back for the app, and any use is noted; a press elsewhere is not', () => {
    const listeners: Record<string, (event: unknown) => void> = {};
    const window: Record<string, any> = {};
    runInNewContext(pageScript('holdBack', 10_000).tag.replace(/^<script>|<\/script>$/g, ''), {
      window,
      document: {
        addEventListener: (type: string, listener: (event: unknown) => void) => (listeners[type] = listener),
      },
    });
    const button = { tag: 'button' };
    const painted = (target: object) => ({
      ...target,
      closest: (selector: string) =>
        selector === 'button' ? button : selector === '[data-first-paint]' ? {} : null,
    });
    let prevented = 0;
    let stopped = 0;
    const event = (type: string, target: object) => ({
      type,
      target,
      preventDefault: () => prevented++,
      stopPropagation: () => stopped++,
    });
    listeners.click!(event('click', painted({})));
    listeners.input!(event('input', painted({})));
    listeners.click!(event('click', { closest: () => null }));
    // neither the browser nor the app (a part of it already hydrated) does the held press now
    expect(prevented).toBe(1);
    expect(stopped).toBe(1);
    expect(window.__tyreFirstPaintActions).toEqual([{ type: 'click', target: button }]);
    expect(window.__tyreFirstPaintTouched).toBe(1);
  });

  it('when a link on the first paint is followed while a press waits for the app, then it is held too, after the press, and the browser follows it itself if the app has not come in time; a link alone, or opened beside the page, is a plain link', () => {
    const listeners: Record<string, (event: unknown) => void> = {};
    const window: Record<string, any> = {};
    const timers: Array<{ run: () => void; ms: number }> = [];
    const followed: string[] = [];
    runInNewContext(pageScript('holdBack', 10_000).tag.replace(/^<script>|<\/script>$/g, ''), {
      window,
      document: {
        addEventListener: (type: string, listener: (event: unknown) => void) => (listeners[type] = listener),
      },
      setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }),
      location: { assign: (href: string) => followed.push(href) },
    });
    const button = { tag: 'button' };
    const link = { tag: 'a', href: 'http://shop.test/cart' };
    const on = (inside: object | null) => ({
      closest: (selector: string) =>
        selector === '[data-first-paint]'
          ? {}
          : selector === 'button'
            ? null
            : selector.startsWith('a[href]')
              ? inside
              : null,
    });
    const pressed = {
      closest: (selector: string) =>
        selector === 'button' || selector === '[data-first-paint]' ? button : null,
    };
    let prevented = 0;
    const click = (target: object, keys: object = {}) =>
      listeners.click!({
        type: 'click',
        target,
        preventDefault: () => prevented++,
        stopPropagation: () => undefined,
        ...keys,
      });

    // nothing waits: the link is a link
    click(on(link));
    expect(prevented).toBe(0);
    expect(window.__tyreFirstPaintActions).toBeUndefined();
    // "Add to cart", then the cart: both held, in order
    click(pressed);
    click(on(link));
    expect(prevented).toBe(2);
    expect(window.__tyreFirstPaintActions).toEqual([
      { type: 'click', target: button },
      { type: 'click', target: link },
    ]);
    // opened in a new tab: the page stays, nothing to hold
    click(on(link), { ctrlKey: true });
    expect(prevented).toBe(2);
    expect(timers.map((t) => t.ms)).toEqual([10_000]);

    // the app took the actions: the browser does not follow the link as well
    const actions = window.__tyreFirstPaintActions;
    window.__tyreFirstPaintActions = undefined;
    timers[0]!.run();
    expect(followed).toEqual([]);
    // no app in time: the browser follows the held link
    window.__tyreFirstPaintActions = actions;
    timers[0]!.run();
    expect(followed).toEqual(['http://shop.test/cart']);
  });
});
