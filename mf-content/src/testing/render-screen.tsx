// Render a content screen at a URL inside a memory router, with the page's notification host (toasts).
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { NotificationHost } from '@tyre/web-kit';

export function renderScreen(url: string, routes: Record<string, ReactElement>): RenderResult {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        {Object.entries(routes).map(([path, element]) => (
          <Route key={path} path={path} element={element} />
        ))}
        <Route path="*" element={null} />
      </Routes>
      <NotificationHost />
    </MemoryRouter>,
  );
}

/** A small file for an upload field. */
export const fileOf = (name: string, type: string, bytes = 64): File =>
  new File([new Uint8Array(bytes).fill(37)], name, { type });
