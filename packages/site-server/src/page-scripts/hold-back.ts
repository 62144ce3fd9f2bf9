// In a painted page (an inline script the site server writes with the first paint; built by
// compile.ts): until the app has hydrated all of it, every button pressed or form sent on the
// first paint is held back, in order (a form must not be sent as a plain GET: the checkout's, the
// career's), for the app to do again (`__tyreFirstPaintActions`), and any use of it is noted
// (`__tyreFirstPaintTouched`: the app then tells its state what was typed); web-kit
// first-paint/client.tsx and carry-over.ts read both. Links work as links, except while a press is
// held: a link followed then would leave the page and lose the press ("Add to cart", then the
// cart), so it is held too and followed by the app after the press; if the app has not taken over
// within `fallbackMs`, the browser follows it as a plain link.

interface HeldWindow {
  __tyreFirstPaintTouched?: number;
  __tyreFirstPaintActions?: Array<{ type: string; target: Element }>;
}

export function holdBack(fallbackMs: number): void {
  const held = window as unknown as HeldWindow;
  const hold = (event: Event) => {
    const target = event.target as Element;
    if (!target.closest?.('[data-first-paint]')) return;
    held.__tyreFirstPaintTouched = 1;
    const actions = held.__tyreFirstPaintActions;
    const click = event as MouseEvent;
    // a link in this tab (not one opened beside it) while presses wait for the app
    const link =
      event.type === 'click' && actions && !(click.ctrlKey || click.metaKey || click.shiftKey || click.altKey)
        ? (target.closest('a[href]:not([target])') as HTMLAnchorElement | null)
        : null;
    // a form sent, or a button pressed (a click elsewhere, typing, focus: only noted)
    const button =
      event.type === 'submit' ? target : event.type === 'click' ? target.closest('button') || link : null;
    if (!button) return;
    // nor does the app hear it now: a part already hydrated would do it twice
    event.preventDefault();
    event.stopPropagation();
    (held.__tyreFirstPaintActions ||= []).push({ type: event.type, target: button });
    // the app took the actions over when it replaced the array
    if (link)
      setTimeout(() => held.__tyreFirstPaintActions === actions && location.assign(link.href), fallbackMs);
  };
  for (const type of ['click', 'submit', 'input', 'change', 'focusin'])
    document.addEventListener(type, hold, true);
}
