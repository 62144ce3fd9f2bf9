// Declared only when Bangla is chosen, before any Bengali text renders (a face declared after
// the text was laid out left some text in Chromium's fallback boxes): the self-hosted Noto Sans
// Bengali, Bengali subset only, 400/600/700, `font-display: swap`. The files are fetched only
// then, and only the weights the page uses. The family name is already in
// the kit's font stack (`--kit-font`), so Bengali text picks it up while Latin text keeps the
// system font.
const faces = [
  {
    weight: 400,
    url: new URL(
      '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2',
      import.meta.url,
    ),
  },
  {
    weight: 600,
    url: new URL(
      '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-600-normal.woff2',
      import.meta.url,
    ),
  },
  {
    weight: 700,
    url: new URL(
      '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-700-normal.woff2',
      import.meta.url,
    ),
  },
];

/** The Bengali block plus the danda, ZWJ/ZWNJ and dotted circle the shaping needs. */
const unicodeRange = 'U+0951-0952,U+0964-0965,U+0980-09FE,U+1CD0-1CF7,U+200C-200D,U+25CC';

export const bengaliFontStyleId = 'kit-bengali-font';

export function installBengaliFont(): void {
  if (document.getElementById(bengaliFontStyleId)) return;
  const style = document.createElement('style');
  style.id = bengaliFontStyleId;
  style.textContent = faces
    .map(
      ({ weight, url }) =>
        `@font-face{font-family:'Noto Sans Bengali';font-style:normal;font-weight:${weight};font-display:swap;` +
        `src:url(${JSON.stringify(url.href)}) format('woff2');unicode-range:${unicodeRange}}`,
    )
    .join('\n')
    // first in the stack in Bangla: Bengali letters take it (it waits for the file, then swaps)
    // instead of a system fallback; its unicode-range leaves Latin text to the system font
    .concat(
      "\nhtml[lang='bn']{--kit-font:'Noto Sans Bengali',system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans',sans-serif}",
    );
  document.head.appendChild(style);
}
