import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { WhenIdle } from '../when-idle';

describe('an area that loads when the browser is idle', () => {
  it('when the page first renders, then the placeholder shows; then the content comes without any user action', async () => {
    render(
      <WhenIdle placeholder={<p>reserved</p>}>
        <p>the widget</p>
      </WhenIdle>,
    );
    expect(screen.getByText('reserved')).toBeTruthy();
    expect(screen.queryByText('the widget')).toBeNull();
    expect(await screen.findByText('the widget')).toBeTruthy();
    expect(screen.queryByText('reserved')).toBeNull();
  });
});

describe('one idle scheduler for the shell', () => {
  it('when the page is still loading, then the area waits for its load event, as the footer’s data does (whenPageIdle)', async () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    try {
      render(
        <WhenIdle placeholder={<p>waiting</p>}>
          <p>below the fold</p>
        </WhenIdle>,
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(screen.queryByText('below the fold')).toBeNull();
      readyState.mockReturnValue('complete');
      act(() => {
        window.dispatchEvent(new Event('load'));
      });
      expect(await screen.findByText('below the fold')).toBeTruthy();
    } finally {
      readyState.mockRestore();
    }
  });
});
