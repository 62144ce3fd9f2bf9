import { afterEach, describe, expect, it, vi } from 'vitest';

// A remote bundles its own copy of this module (only `@tyre/web-kit` itself is a shared
// singleton, not its subpaths): what the shell's copy does must reach every copy.
const aCopy = async () => {
  vi.resetModules();
  return import('../client');
};

/** A page as the site server sends it: the painted screen in the root, its language shown. */
function paintedPage(): HTMLElement {
  document.documentElement.setAttribute('data-shown-lang', 'en');
  document.body.innerHTML =
    '<div id="root"><div data-first-paint="en"><section data-boundary="page"><h1>Tyres</h1></section></div></div>';
  return document.getElementById('root')!;
}

/** A few frames of the page (the swap is checked on each). */
const frames = () => new Promise((resolve) => setTimeout(resolve, 60));

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-shown-lang');
});

describe('firstPaintGone', () => {
  it('resolves at once on a page without a first paint', async () => {
    const { firstPaintGone } = await aCopy();
    await expect(firstPaintGone()).resolves.toBeUndefined();
  });

  it('in a remote’s own copy, waits for the shell’s copy to take the painted page’s place', async () => {
    const shell = await aCopy();
    const remote = await aCopy();
    expect(remote.firstPaintGone).not.toBe(shell.firstPaintGone);
    const root = paintedPage();
    let gone = false;
    void remote.firstPaintGone().then(() => (gone = true));
    // the app renders off the page; it is not ready while its area is busy
    let busy!: HTMLElement;
    shell.takeOverFirstPaint(root, (target) => {
      target.innerHTML = '<section data-boundary="page"><h1>Tyres</h1><p aria-busy="true"></p></section>';
      busy = target.querySelector('p')!;
    });
    await frames();
    expect(gone).toBe(false);
    expect(root.querySelector('[data-first-paint]')).not.toBeNull();

    busy.removeAttribute('aria-busy');
    await vi.waitFor(() => expect(gone).toBe(true));
    expect(root.querySelector('[data-first-paint]')).toBeNull();
    expect(root.querySelector('section > p')).toBe(busy);
  });
});
