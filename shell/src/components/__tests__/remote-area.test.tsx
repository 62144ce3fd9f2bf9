import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});
