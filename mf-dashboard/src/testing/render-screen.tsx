// Render a dashboard screen at a URL inside a memory router, with the page's notification host
// (toasts) and the current location in `data-testid="location"`.
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { NotificationHost } from '@tyre/web-kit';

function WhereAmI() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

export function renderScreen(url: string, routes: Record<string, ReactElement>): RenderResult {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        {Object.entries(routes).map(([path, element]) => (
          <Route key={path} path={path} element={element} />
        ))}
        <Route path="*" element={null} />
      </Routes>
      <WhereAmI />
      <NotificationHost />
    </MemoryRouter>,
  );
}
