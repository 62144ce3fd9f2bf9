// Declared only when Bangla is chosen, before any Bengali text renders (a face declared after
// the text was laid out left some text in Chromium's fallback boxes): the self-hosted Noto Sans
// Bengali as one variable file (weights 400 to 700), cut down to the site's Bangla and the
// Bengali block's conjunct-forming essentials (about 55 KB; `pnpm --filter ./packages/web-kit
// fonts` makes it: scripts/bengali-font.ts), `font-display: swap`. The family name is in the kit's
// font stack (`--kit-font`) after the system fonts, and first in Bangla, so Bengali text takes it
// while Latin text keeps the system font (`unicode-range`: a page with no Bengali text fetches
// nothing). The shell's server preloads the file in the head of a page that will show Bangla
// (packages/site-server, page-scripts/page-language.ts), so it arrives with the page's code, not after it.

/** The one file: `<name>.<language>.woff2` (build-config's preload manifest lists it under `fonts.bn`). */
const fontUrl = new URL('./fonts/noto-sans-bengali.bn.woff2', import.meta.url);

/** The weights the file holds (its `wght` axis); the site uses 400, 600 and 700 (800 shows as 700). */
export const bengaliFontWeights = { min: 400, max: 700 } as const;

/** The Bengali block plus the dandas, ZWNJ/ZWJ and the dotted circle the shaping needs. */
export const bengaliUnicodeRange = 'U+0964-0965,U+0980-09FE,U+200C-200D,U+25CC';

export const bengaliFontStyleId = 'kit-bengali-font';

/**
 * The Bengali font's stylesheet: its `@font-face` (from `href`), and first in the font stack in
 * Bangla, so that Bengali letters take it (it waits for the file, then swaps) instead of a system
 * fallback; its unicode-range leaves Latin text to the system font. The shell's server writes the
 * same sheet into a Bangla page's first paint (web-kit first-paint/server.tsx).
 */
export const bengaliFontCss = (href: string): string =>
  `@font-face{font-family:'Noto Sans Bengali';font-style:normal;font-weight:${bengaliFontWeights.min} ${bengaliFontWeights.max};font-display:swap;` +
  `src:url(${JSON.stringify(href)}) format('woff2');unicode-range:${bengaliUnicodeRange}}` +
  "\nhtml[lang='bn']{--kit-font:'Noto Sans Bengali',system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans',sans-serif}";

export function installBengaliFont(): void {
  // the server's first paint may have declared it already (same id)
  if (document.getElementById(bengaliFontStyleId)) return;
  const style = document.createElement('style');
  style.id = bengaliFontStyleId;
  style.textContent = bengaliFontCss(fontUrl.href);
  document.head.appendChild(style);
}
