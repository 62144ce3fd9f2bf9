// The shell's first-paint renderer (web-kit first-paint/server.tsx): its layout and own screens as
// HTML, each remote area a slot the site server fills with that remote's own first paint.
import { useRoutes } from 'react-router-dom';
import { bengaliFontCss, bengaliFontStyleId } from '@tyre/web-kit/bengali-font';
import { firstPaintRenderer } from '@tyre/web-kit/first-paint/server';
import { routes } from '../app/routes';
import { shellDictionary } from '../messages/dictionary';
import '../app/shell.css';

function ShellRoutes() {
  return useRoutes(routes);
}

export const renderer = firstPaintRenderer({
  Screen: ShellRoutes,
  dictionaries: [shellDictionary],
  // the Bengali font as web-kit declares it in Bangla (same id: web-kit then leaves it)
  styles: (lang, fontHref) =>
    lang === 'bn' && fontHref ? `<style id="${bengaliFontStyleId}">${bengaliFontCss(fontHref)}</style>` : '',
});
