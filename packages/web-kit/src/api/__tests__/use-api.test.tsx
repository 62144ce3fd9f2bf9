import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useApi } from '../use-api';

afterEach(cleanup);

type Load = (signal: AbortSignal) => Promise<string>;

function Screen({ id, load, initial }: { id: string; load: Load; initial?: () => string | undefined }) {
  const state = useApi(`item:${id}`, load, initial);
  return (
    <>
      <p data-testid="state">{state.loading ? `loading (${state.data ?? '-'})` : state.data}</p>
      <button type="button" onClick={state.reload}>
        Retry
      </button>
    </>
  );
}

const shown = () => screen.getByTestId('state').textContent;
const loadEcho: Load = async () => 'from the API';

describe('useApi', () => {
  it('when there is no first answer, then the first render loads and the answer follows', async () => {
    const load = vi.fn(loadEcho);
    render(<Screen id="a" load={load} initial={() => undefined} />);
    expect(shown()).toBe('loading (-)');
    await waitFor(() => expect(shown()).toBe('from the API'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('when the first answer is there, then the first render shows it and nothing loads (strict mode too)', async () => {
    const load = vi.fn(loadEcho);
    const initial = vi.fn(() => 'early');
    render(
      <StrictMode>
        <Screen id="a" load={load} initial={initial} />
      </StrictMode>,
    );
    expect(shown()).toBe('early');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(shown()).toBe('early');
    expect(load).not.toHaveBeenCalled();
  });

  it('when the key changes, or back to the first, or on reload, then it loads again', async () => {
    const load = vi.fn(loadEcho);
    const { rerender } = render(<Screen id="a" load={load} initial={() => 'early'} />);
    rerender(<Screen id="b" load={load} initial={() => 'early'} />);
    expect(shown()).toBe('loading (early)');
    await waitFor(() => expect(shown()).toBe('from the API'));
    rerender(<Screen id="a" load={load} initial={() => 'early'} />);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(3));
    expect(shown()).toBe('from the API');
  });
});
