import { useState } from 'react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RemoteRoot } from '../../ui/remote-root';

// A remote bundles its own copy of this module (only `@tyre/web-kit` itself is a shared
// singleton, not its subpaths): what the shell's copy does must reach every copy.
const aCopy = async () => {
  vi.resetModules();
  return import('../client');
};

/** A page as the site server sends it: the painted screen (`html`) in the root, in Bangla, shown. */
function paintedPage(html: string): HTMLElement {
  document.documentElement.setAttribute('data-shown-lang', 'bn');
  document.body.innerHTML = `<div id="root"><div data-first-paint="bn">${html}</div></div>`;
  return document.getElementById('root')!;
}

/** A few frames of the page. */
const frames = () => new Promise((resolve) => setTimeout(resolve, 60));

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-shown-lang');
  globalThis.__tyreFirstPaintTouched = undefined;
  globalThis.__tyreFirstPaintActions = undefined;
});

describe('firstPaintGone', () => {
  it('resolves at once on a page without a first paint', async () => {
    const { firstPaintGone } = await aCopy();
    await expect(firstPaintGone()).resolves.toBeUndefined();
  });

  it('in a remote’s own copy, waits until the shell’s copy has hydrated the shell’s part and every painted area', async () => {
    const shell = await aCopy();
    const remote = await aCopy();
    expect(remote.firstPaintGone).not.toBe(shell.firstPaintGone);
    const root = paintedPage('<section data-boundary="page"><h1>Tyres</h1></section>');
    const painted = root.firstElementChild!;
    let gone = false;
    void remote.firstPaintGone().then(() => (gone = true));
    let shellIn = () => {};
    shell.hydrateFirstPaint(
      root,
      () => {
        throw new Error('a painted page is hydrated, not rendered');
      },
      (target, hydrated) => {
        expect(target).toBe(painted);
        shellIn = hydrated;
      },
    );
    await frames();
    shellIn();
    await frames();
    // the area is not in yet
    expect(gone).toBe(false);
    expect(root.querySelector('[data-first-paint]')).not.toBeNull();

    remote.tellAreaIn('page');
    await vi.waitFor(() => expect(gone).toBe(true));
    // the painted element is the app's root now, unmarked
    expect(root.firstElementChild).toBe(painted);
    expect(painted.hasAttribute('data-first-paint')).toBe(false);
  });

  it('ends after its longest wait when an area never comes (its code failed)', async () => {
    const shell = await aCopy();
    const root = paintedPage('<section data-boundary="page"><h1>Tyres</h1></section>');
    shell.hydrateFirstPaint(
      root,
      () => undefined,
      (_target, hydrated) => hydrated(),
      100,
    );
    await frames();
    expect(root.querySelector('[data-first-paint]')).not.toBeNull();
    await vi.waitFor(() => expect(root.querySelector('[data-first-paint]')).toBeNull());
  });
});

/** Two boxes (their text is the app's state) and a counter, in a remote's area. */
function Search() {
  const [text, setText] = useState('');
  const [place, setPlace] = useState('');
  const [presses, setPresses] = useState(0);
  return (
    <RemoteRoot name="page">
      <input aria-label="search" value={text} onChange={(event) => setText(event.target.value)} />
      <input aria-label="place" value={place} onChange={(event) => setPlace(event.target.value)} />
      <button type="button" onClick={() => setPresses((count) => count + 1)}>
        Add
      </button>
      <output>{`${text}|${place}|${presses}`}</output>
    </RemoteRoot>
  );
}

describe('hydrateFirstPaint', () => {
  it('gives the app’s state what was typed before it hydrated, and does the presses held meanwhile, on the same elements', async () => {
    const { hydrateFirstPaint } = await import('../client');
    const root = paintedPage(renderToString(<Search />));
    const [input, place] = [...root.querySelectorAll('input')];
    const button = root.querySelector('button')!;
    // the visitor types and presses on the painted page (the page's script holds the press)
    input!.value = 'tyre';
    place!.value = 'Rangpur';
    globalThis.__tyreFirstPaintTouched = 1;
    globalThis.__tyreFirstPaintActions = [{ type: 'click', target: button }];
    const errors: unknown[] = [];
    await act(async () => {
      hydrateFirstPaint(
        root,
        () => undefined,
        (target, hydrated) => {
          hydrateRoot(target, <Search />, { onRecoverableError: (error) => errors.push(error) });
          hydrated();
        },
      );
      await frames();
    });
    await vi.waitFor(() => expect(root.querySelector('output')?.textContent).toBe('tyre|Rangpur|1'));
    expect(errors).toEqual([]);
    expect(root.querySelector('input')).toBe(input);
    expect(input!.value).toBe('tyre');
    expect(globalThis.__tyreFirstPaintActions).toBeUndefined();
  });

  it('gives the app’s state what was typed before an area hydrated as that area hydrates, so a render of its form before the page is all in keeps it', async () => {
    const { hydrateFirstPaint } = await import('../client');
    const root = paintedPage(renderToString(<Search />));
    const [input, place] = [...root.querySelectorAll('input')];
    input!.value = 'tyre';
    globalThis.__tyreFirstPaintTouched = 1;
    await act(async () => {
      // the shell's part never says it is in: the first paint is not over
      hydrateFirstPaint(
        root,
        () => undefined,
        (target) => void hydrateRoot(target, <Search />),
      );
      await frames();
    });
    expect(root.querySelector('[data-first-paint]')).not.toBeNull();
    // the visitor types on in the hydrated form: the app renders it again
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(place, 'R');
      place!.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(input!.value).toBe('tyre');
    expect(root.querySelector('output')?.textContent).toBe('tyre|R|0');
  });
});
