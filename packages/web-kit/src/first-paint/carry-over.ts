// The presses a visitor made on the server's first paint before the app had hydrated all of it
// (client.tsx), done again by the app: a chunk of its own, as most visitors press nothing in that
// time. The elements are the same (hydration adopts them), so the text typed, the files chosen,
// the focus and a file picker still open stay where they are (typed-fields.ts tells the app's
// state of them as each area is hydrated).
declare global {
  /** the first paint's button presses and form submissions, in order, held back by the page's script (site-server page-scripts/hold-back.ts) */
  var __tyreFirstPaintActions: Array<{ type: 'click' | 'submit'; target: Element }> | undefined;
}

/**
 * Do every button press and form sending held back, in order (two products added to the cart are
 * two), on the same elements.
 */
export function carryOver() {
  const actions = globalThis.__tyreFirstPaintActions ?? [];
  globalThis.__tyreFirstPaintActions = undefined;
  for (const action of actions) {
    if (!action.target.isConnected) continue;
    if (action.type === 'click') (action.target as HTMLElement).click();
    else if (action.target instanceof HTMLFormElement) action.target.requestSubmit();
  }
}
