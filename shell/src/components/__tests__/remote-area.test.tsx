import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RemoteArea } from '../remote-area';

function Screen() {
  return <h1>The screen</h1>;
}

describe('a remote area', () => {
  it('when its module has already loaded, then its first render shows the screen, with no loading state in between', () => {
    let loads = 0;
    render(
      <RemoteArea
        label="Catalogue"
        ready={Screen}
        load={async () => {
          loads += 1;
          return Screen;
        }}
        loading={<p>Loading…</p>}
      />,
    );
    expect(screen.getByRole('heading', { name: 'The screen' })).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
    expect(loads).toBe(0);
  });

  it('when its module is still loading, then it shows the loading state until it arrives', async () => {
    render(<RemoteArea label="Catalogue" load={async () => Screen} loading={<p>Loading…</p>} />);
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'The screen' })).toBeTruthy();
  });

  it('when its module fails, then it shows its error and tells a painted page not to wait for it', async () => {
    const told: string[] = [];
    const note = (event: Event) => told.push((event as CustomEvent<string>).detail);
    document.addEventListener('tyre:area-in', note);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      render(
        <RemoteArea
          label="Catalogue"
          slot={{ remote: 'catalog', module: './routes' }}
          load={() => Promise.reject(new Error('the catalogue is down'))}
        />,
      );
      expect(await screen.findByRole('alert')).toBeTruthy();
      expect(told).toEqual(['catalog']);
    } finally {
      document.removeEventListener('tyre:area-in', note);
      vi.restoreAllMocks();
    }
  });
});
