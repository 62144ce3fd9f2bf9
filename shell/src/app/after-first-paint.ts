/**
 * Resolves once the server's first paint shows its largest picture (the `<img>` it asks for first,
 * `fetchpriority="high"`), at most `maxWaitMs` later, or at once when the page has no first paint
 * or hides it. The shell's code waits for it before it runs: the picture is what the visitor waits
 * for, and the app's work would compete with it on a slow phone (the app takes over afterwards,
 * web-kit `takeOverFirstPaint`; the code's files still download meanwhile).
 */
export function afterFirstPaint(maxWaitMs = 2500): Promise<void> {
  const picture = document.querySelector<HTMLImageElement>('[data-first-paint] img[fetchpriority="high"]');
  if (!picture || picture.complete || picture.getClientRects().length === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => resolve();
    picture.addEventListener('load', done, { once: true });
    picture.addEventListener('error', done, { once: true });
    setTimeout(done, maxWaitMs);
  });
}
