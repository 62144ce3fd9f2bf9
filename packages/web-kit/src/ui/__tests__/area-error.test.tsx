import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AreaError, isChunkLoadError } from '../area-error';

afterEach(cleanup);

const chunkError = () =>
  Object.assign(new Error('Loading chunk 42 failed.\n(missing: http://x/42.js)'), { name: 'ChunkLoadError' });
const cssError = () =>
  Object.assign(new Error('Loading CSS chunk 7 failed.'), { code: 'CSS_CHUNK_LOAD_FAILED' });

describe('area errors', () => {
  it('recognises failed script chunks and stylesheets, and nothing else', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(cssError())).toBe(true);
    expect(isChunkLoadError(new Error('catalog/routes did not load within 9 s'))).toBe(false);
    expect(isChunkLoadError('ChunkLoadError')).toBe(false);
  });

  it('when a chunk failed, then it offers a retry in place and a reload of the page', () => {
    const onRetry = vi.fn();
    render(<AreaError error={chunkError()} label="The catalogue" onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('could not finish loading');
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('when a remote is unavailable, then its retry calls back', () => {
    const onRetry = vi.fn();
    render(<AreaError error={new Error('down')} label="Latest news" onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('Latest news is not available right now.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
