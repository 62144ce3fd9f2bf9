import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
