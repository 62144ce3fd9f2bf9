// The shell page's own inline scripts (src/page-scripts/): TypeScript modules built small, their
// arguments written as JSON that cannot end the script, and what they do in a page.
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { pageScript, pageScriptBytes } from '../src/page-scripts';

describe('the page’s inline scripts', () => {
  it('stay small: each is at most the bytes of the hand-written script it replaced, about 4 KB together', () => {
    // the hand-minified scripts they replaced: 1,340 (early request), 1,066 (language),
    // 1,397 (code after the paint), 433 (held presses) bytes
    expect(pageScriptBytes.earlyData).toBeLessThanOrEqual(1340);
    expect(pageScriptBytes.pageLanguage).toBeLessThanOrEqual(1300);
    expect(pageScriptBytes.appCodeAfterPaint).toBeLessThanOrEqual(1397);
    expect(pageScriptBytes.holdBack).toBeLessThanOrEqual(433);
    expect(Object.values(pageScriptBytes).reduce((a, b) => a + b)).toBeLessThanOrEqual(4236);
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
    runInNewContext(pageScript('holdBack').tag.replace(/^<script>|<\/script>$/g, ''), {
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
    listeners.click!({ type: 'click', target: painted({}), preventDefault: () => prevented++ });
    listeners.input!({ type: 'input', target: painted({}), preventDefault: () => prevented++ });
    listeners.click!({ type: 'click', target: { closest: () => null }, preventDefault: () => prevented++ });
    expect(prevented).toBe(1);
    expect(window.__tyreFirstPaintActions).toEqual([{ type: 'click', target: button }]);
    expect(window.__tyreFirstPaintTouched).toBe(1);
  });
});
