import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { usePageTitle, useRouteTitle } from '../page-title';

afterEach(cleanup);

function Route({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children?: React.ReactNode;
}) {
  useRouteTitle(title, description);
  return <>{children}</>;
}
function Screen({ title, description }: { title: string | undefined; description?: string }) {
  usePageTitle(title, description);
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

  it('when the page changes, then the meta description follows: the screen’s (cut to 160 characters), else the route’s, else none', () => {
    const described = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');
    const { rerender } = render(<Route title="News" description="News from Tyre Bangladesh." />);
    expect(described()).toBe('News from Tyre Bangladesh.');
    const long = 'A long story about tyres on the roads of Bangladesh in the monsoon. '.repeat(5);
    rerender(
      <Route title="News" description="News from Tyre Bangladesh.">
        <Screen title="Monsoon" description={long} />
      </Route>,
    );
    expect(described()?.length).toBeLessThanOrEqual(160);
    expect(described()?.startsWith('A long story about tyres')).toBe(true);
    rerender(<Route title="Login" />);
    expect(described()).toBeUndefined();
  });
});
