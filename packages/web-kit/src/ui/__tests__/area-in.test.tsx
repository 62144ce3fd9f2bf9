// A remote's area tells the page it is in (`areaInEvent`: the first paint ends on it) once its
// screen is, including a screen whose code is a chunk of its own that comes later.
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { areaInEvent } from '../../first-paint/client';
import { RemoteRoot } from '../remote-root';
import { screenChunk } from '../screen-chunk';

const told: string[] = [];
const note = (event: Event) => told.push((event as CustomEvent<string>).detail);
document.addEventListener(areaInEvent, note);
afterEach(() => {
  told.length = 0;
  document.body.innerHTML = '';
});

describe('a remote’s area', () => {
  it('is in once it is shown', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    await act(async () =>
      createRoot(container).render(
        <RemoteRoot name="content">
          <h1>News</h1>
        </RemoteRoot>,
      ),
    );
    expect(told).toEqual(['content']);
  });

  it('with a screen in a chunk of its own, is in only once that screen is', async () => {
    let arrive = () => {};
    const Screen = screenChunk(
      () =>
        new Promise((resolve) => {
          arrive = () => resolve(() => <h1>Dealers</h1>);
        }),
    );
    const container = document.body.appendChild(document.createElement('div'));
    await act(async () =>
      createRoot(container).render(
        <RemoteRoot name="content">
          <Screen />
        </RemoteRoot>,
      ),
    );
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(told).toEqual([]);
    await act(async () => arrive());
    expect(container.querySelector('h1')?.textContent).toBe('Dealers');
    expect(told).toEqual(['content']);
  });
});
