// In the page (an inline script the site server writes into the shell page's head; built by
// compile.ts): the page's first API request, started at once while the code that would ask for
// it is still loading, and the page's largest picture preloaded as soon as the answer is in. The
// web-kit API client takes that answer once instead of asking again
// (packages/web-kit/src/api/early-response.ts reads `window.__tyreEarly`).
import type { ApiAnswer, EarlyPicture } from '@tyre/contracts/first-paint';
import { fileAddress } from '@tyre/contracts/file-address';
import { userStorageKey } from '@tyre/contracts/page-state';

/** What the page keeps for the API client (web-kit `EarlyRequest`). */
interface EarlyRequest {
  url: string;
  at: number;
  response: Promise<ApiAnswer | null>;
  answer?: ApiAnswer | null;
}

/**
 * Starts the request `path` of the API at `base`, skipped for a signed-in visitor (an admin's
 * answer may differ, and the client then sends its token anyway); keeps it as a promise of the
 * answer's status, readable headers and body, or null when it failed (the client then asks
 * itself), and once in, as `answer` too (a screen's first render can then show it at once).
 * @param known the API's answer when the server already has it: the page carries it and asks nothing
 */
export function earlyData(
  base: string,
  path: string,
  picture: EarlyPicture | null,
  known: ApiAnswer | null,
): void {
  try {
    if (localStorage.getItem(userStorageKey)) return;
  } catch {
    // storage blocked: a visitor without a session
  }
  const url = base + path;
  const response: Promise<ApiAnswer | null> = known
    ? Promise.resolve(known)
    : fetch(url)
        .then(async (answer) => {
          if (!answer.ok) return null;
          const headers: Record<string, string> = {};
          answer.headers.forEach((value, name) => (headers[name] = value));
          return { status: answer.status, headers, body: await answer.text() };
        })
        .catch(() => null);
  const early: EarlyRequest = { url, at: performance.now(), response };
  if (known) early.answer = known;
  (window as unknown as { __tyreEarly: EarlyRequest }).__tyreEarly = early;
  void response.then((answer) => {
    early.answer = answer;
    try {
      if (answer && picture) preload(base, picture, JSON.parse(answer.body) as unknown);
    } catch {
      // not JSON: the client's own request reports it
    }
  });
}

/**
 * Preloads the picture `picture` finds in `data` at a high priority, its address made as web-kit
 * `fileUrl` makes it, with the screen's `srcset` and `sizes`.
 */
function preload(base: string, picture: EarlyPicture, data: unknown): void {
  const at = (path: string) =>
    path.split('.').reduce<unknown>((value, key) => (value == null ? value : (value as never)[key]), data);
  const name = (path: string) => {
    const value = at(path);
    return typeof value === 'string' && value ? value : null;
  };
  const src = picture.src.map(name).find(Boolean);
  if (!src) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.fetchPriority = 'high';
  link.href = fileAddress(base, src);
  if (picture.srcset) {
    link.imageSrcset = picture.srcset
      .map(([path, width]) => {
        const file = name(path);
        return file && `${fileAddress(base, file)} ${width}`;
      })
      .filter(Boolean)
      .join(', ');
    link.imageSizes = picture.sizes ?? '';
  }
  const variants = picture.variants && at(picture.variants);
  if (Array.isArray(variants) && variants.length) {
    link.imageSrcset = (variants as Array<{ file: string; width: number }>)
      .slice()
      .sort((a, b) => a.width - b.width)
      .map((variant) => `${fileAddress(base, variant.file)} ${variant.width}w`)
      .join(', ');
    link.imageSizes = picture.sizes ?? '';
  }
  document.head.appendChild(link);
}
