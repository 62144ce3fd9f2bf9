// In a painted page (an inline script the site server writes into the shell page's head; built by
// compile.ts): the page's code starts once the first paint's largest picture is painted, not with
// the HTML. The shell's script and the preloads of the first route's chain wait in an inert
// `<template>` (page-head.ts `appCodeAfterPaint`) until the browser reports the first paint's
// largest picture (`fetchpriority="high"`) painted (its largest-contentful-paint entry; or the
// page's first such entry when it has no such picture), so the picture has the connection to
// itself on a slow network and the code's work does not hold the paint back. When the pictures are
// in but the browser names none of them (another element was larger), the code starts 0.5 s
// later; a browser without that entry starts it two frames after the pictures. It starts at once
// when the first paint is hidden (another language, a visitor's own state: page-language.ts), when
// the visitor presses, types or moves the focus (a press is held back and done again by the app:
// hold-back.ts), and after 3 s at most (a picture that never arrives).

/** The id of the `<template>` holding the code; its `data-main` is the shell's script. */
export const appCodeTemplateId = 'app-code';

export function appCodeAfterPaint(): void {
  const observer = window.PerformanceObserver;
  const lcp = Boolean(observer?.supportedEntryTypes?.includes('largest-contentful-paint'));
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    const template = document.getElementById(appCodeTemplateId) as HTMLTemplateElement;
    const waiting = [...template.content.childNodes];
    // the shell's script first, then the preloads one per task: with DevTools attached
    // (Lighthouse, the benches) each insertion costs 5 to 25 ms of an emulated phone's main
    // thread, and four in one task made tasks of up to 100 ms
    const main = document.createElement('script');
    main.src = template.getAttribute('data-main')!;
    main.fetchPriority = 'low';
    document.head.appendChild(main);
    const next = () => {
      const node = waiting.shift();
      if (!node) return;
      document.head.appendChild(node);
      setTimeout(next, 0);
    };
    next();
  };
  const later = (ms: number) => setTimeout(go, ms);
  later(3000);
  for (const type of ['pointerdown', 'keydown', 'focusin']) document.addEventListener(type, go, true);

  const ready = () => {
    const painted = document.querySelector('[data-first-paint]');
    const page = document.documentElement;
    // hidden (the marks of page-language.ts; read, not measured: no layout forced here)
    if (
      !painted ||
      page.hasAttribute('data-own-state') ||
      page.getAttribute('data-shown-lang') !== painted.getAttribute('data-first-paint')
    )
      return go();
    const pictures = [...painted.querySelectorAll('img[fetchpriority=high]')] as HTMLImageElement[];
    let loading = pictures.filter((picture) => !picture.complete).length;
    if (lcp)
      new observer((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { element?: Element | null }>)
          if (!pictures.length || pictures.includes(entry.element as HTMLImageElement)) go();
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    const done = () => {
      if (lcp) later(500);
      else requestAnimationFrame(() => requestAnimationFrame(() => later(0)));
    };
    if (!loading) return done();
    const one = () => {
      if (!--loading) done();
    };
    for (const picture of pictures)
      if (!picture.complete) {
        picture.addEventListener('load', one);
        picture.addEventListener('error', one);
      }
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', ready);
  else ready();
}
