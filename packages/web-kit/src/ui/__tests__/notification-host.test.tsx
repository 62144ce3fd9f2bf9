import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotificationHost } from '../notification-host';
import { popupDurationMs, showPopup } from '../notify';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the popup helper', () => {
  it('shows a title only, with no button, for 1500 ms', () => {
    vi.useFakeTimers();
    render(<NotificationHost />);
    act(() => showPopup('success', 'Saved'));
    const popup = screen.getByRole('alertdialog', { name: 'Saved' });
    expect(popup.textContent).toContain('Saved');
    expect(screen.queryByRole('button')).toBeNull();
    expect(popupDurationMs).toBe(1500);
    act(() => vi.advanceTimersByTime(1499));
    expect(screen.queryByRole('alertdialog')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('when a second popup comes, then it gets its own full 1500 ms', () => {
    vi.useFakeTimers();
    render(<NotificationHost />);
    act(() => showPopup('success', 'First'));
    act(() => vi.advanceTimersByTime(1000));
    act(() => showPopup('error', 'Second'));
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('alertdialog', { name: 'Second' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
