import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { usePageTitle, useRouteTitle } from '../page-title';

afterEach(cleanup);

function Route({ title, children }: { title: string; children?: React.ReactNode }) {
  useRouteTitle(title);
  return <>{children}</>;
}
function Screen({ title }: { title: string | undefined }) {
  usePageTitle(title);
  return null;
}

describe('the browser tab’s title', () => {
  it('when a route has a title, then the tab reads it before the site’s name; the home page reads the name alone', () => {
    const { rerender } = render(<Route title="Products" />);
    expect(document.title).toBe('Products · Tyre Bangladesh');
    rerender(<Route title="" />);
    expect(document.title).toBe('Tyre Bangladesh');
  });

  it('when a screen has its own title, then it wins over its route’s (even when both are set in one render), and the route’s comes back when the screen goes', () => {
    const { rerender } = render(
      <Route title="Products">
        <Screen title="Pulsar Grip 90/90-17" />
      </Route>,
    );
    expect(document.title).toBe('Pulsar Grip 90/90-17 · Tyre Bangladesh');
    rerender(
      <Route title="Products">
        <Screen title={undefined} />
      </Route>,
    );
    expect(document.title).toBe('Products · Tyre Bangladesh');
    rerender(
      <Route title="News">
        <Screen title="পণ্য" />
      </Route>,
    );
    expect(document.title).toBe('পণ্য · Tyre Bangladesh');
    rerender(<Route title="News" />);
    expect(document.title).toBe('News · Tyre Bangladesh');
  });
});
