// The server side of the first paint (docs/architecture.md, "First paint from the server"): an
// app's server renderer, `src/server/first-paint.tsx` built to `dist/server/first-paint.js`
// (packages/build-config/first-paint.mjs), which the shell's site server loads at run time from
// the app's origin and runs in a `node:vm` context of its own, which is no sandbox: it can do
// anything the server can (packages/site-server/src/first-paint.ts).
// It renders the app's real components, in the language asked, with the page's early answer as
// their first data: the same markup the browser's first render makes, which the browser hydrates.
import type { ComponentType, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStore, Provider } from 'jotai';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import type { PageRenderer, PaintQuestion } from '@tyre/contracts/first-paint';
import { paintCart } from '../cart/cart-atoms';
import { FirstPaintSlots } from './client';
import { setRuntimeConfig } from '../config/runtime-config';
import { loadDictionary, type Dictionary } from '../i18n/dictionary';
import { i18n } from '../i18n/i18n-instance';
import { languages, type Language } from '../i18n/language';
import { loadBanglaWordmark } from '../ui/bangla-wordmark-outline';

/**
 * The path below the API base, with its query, that a call of a declared route asks: a renderer's
 * `prepare` names its screen's first request with it (contracts first-paint.ts `EarlyRequest`).
 */
export { apiPathOf } from '../api/api-client';
export { answerBody, previewSize, recordHead, recordKey, routerPath, unknownRecord } from './page-records';

/** What the site server asks an app's renderer to render (contracts first-paint.ts, one type for both). */
export type FirstPaintInput = PaintQuestion;

/**
 * An app's renderer (contracts first-paint.ts `PageRenderer`), as far as painting goes: `ready`
 * once its dictionaries are in; `render` gives HTML, or null for a module it does not render;
 * `styles`, the page's own inline styles for a language (the shell's: the Bengali font, given the
 * font file's address). An app adds what it tells the site server of its pages (`prepare`, `sitemap`).
 */
export type FirstPaintRenderer = Pick<PageRenderer, 'ready' | 'render' | 'styles'>;

/** The app's parts a renderer needs: its routes, its widgets by exposed name, its dictionaries. */
export interface FirstPaintParts {
  routes?: ReadonlyArray<{ path: string; Component: ComponentType }>;
  widgets?: Readonly<Record<string, ComponentType>>;
  /** instead of `routes`: the app's whole route tree (the shell's, whose remote areas become slots) */
  Screen?: ComponentType;
  dictionaries: ReadonlyArray<Dictionary>;
  /** the page's own inline styles (see FirstPaintRenderer) */
  styles?: (lang: Language, fontHref: string | undefined) => string;
}

/**
 * An app's first-paint renderer. Rendering is synchronous (`renderToString`): a part that would
 * wait (a lazy component, a dictionary not in) renders its loading state, as in the browser.
 */
export function firstPaintRenderer({
  routes = [],
  Screen,
  widgets = {},
  dictionaries,
  styles = () => '',
}: FirstPaintParts): FirstPaintRenderer {
  const ready = Promise.all([
    ...languages.flatMap((language) =>
      dictionaries.map((dictionary) => loadDictionary(dictionary, language)),
    ),
    loadBanglaWordmark(),
  ]).then(() => undefined);

  function render(input: FirstPaintInput): string | null {
    let screen: ReactNode;
    if (input.module === './routes') {
      if (Screen) screen = <Screen />;
      else if (!routes.length) return null;
      else
        screen = (
          <Routes>
            {routes.map(({ path, Component }) => (
              <Route key={path} path={path} Component={Component} />
            ))}
          </Routes>
        );
    } else {
      const Widget = widgets[input.module];
      if (!Widget) return null;
      screen = <Widget />;
    }
    void i18n.changeLanguage(input.lang);
    // the nav's count, "2 in the cart", /order's form: what the ids and quantities decide
    paintCart(
      (input.cart ?? []).map(({ product, quantity }) => ({
        _id: product,
        quantity,
        title: '',
        regularPrice: 0,
      })),
    );
    setRuntimeConfig({ apiBaseUrl: input.apiBaseUrl } as Parameters<typeof setRuntimeConfig>[0]);
    globalThis.__tyreEarly = input.early
      ? {
          url: input.early.url,
          at: performance.now(),
          response: Promise.resolve(input.early.answer),
          answer: input.early.answer,
        }
      : undefined;
    try {
      const element = (
        <Provider store={createStore()}>
          <StaticRouter location={`${input.path}${input.search}`}>
            <FirstPaintSlots value={Boolean(Screen)}>{screen}</FirstPaintSlots>
          </StaticRouter>
        </Provider>
      );
      // React hoists a preload of each high-priority picture into the markup: the browser's app
      // renders no such element (its hydration would meet one it does not expect), and the
      // picture is in the HTML anyway
      return renderToString(element).replace(/<link rel="preload" as="image"[^>]*>/g, '');
    } finally {
      delete globalThis.__tyreEarly;
    }
  }

  return { ready, render, styles };
}
