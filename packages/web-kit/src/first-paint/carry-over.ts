// What a visitor did on the server's first paint before the app took its place (client.tsx), done
// again in the app. A chunk of its own: most visitors do nothing in that second.
declare global {
  /** the first paint's button presses and form submissions, in order, held back by the page's script (site-server first-paint.ts) */
  var __tyreFirstPaintActions: Array<{ type: 'click' | 'submit'; target: Element }> | undefined;
}

/** Where `node` is under `root`: the child index at each level. */
const pathOf = (root: Element, node: Element): number[] | null => {
  const path: number[] = [];
  for (let at: Element | null = node; at !== root; at = at.parentElement) {
    if (!at?.parentElement) return null;
    path.unshift([...at.parentElement.children].indexOf(at));
  }
  return path;
};
/** The element of `root` at the same place as `node` under `from` (the two trees have the same markup). */
const twin = <E extends Element>(from: Element, node: Element, root: Element): E | undefined =>
  pathOf(from, node)?.reduce<Element | undefined>((at, index) => at?.children[index], root) as E | undefined;

/**
 * What the visitor did on the first paint before the app took over, done again in the app: the
 * text typed, files chosen and choices made (as input and change events, so that the app's state
 * has them), the focus, and every button pressed and form sent, in order (the page's script held
 * them back: two products added to the cart are two). `focused`: the element that had the focus
 * before the swap.
 */
export function carryOver(painted: Element, live: Element, focused: Element | null) {
  for (const field of painted.querySelectorAll<HTMLInputElement>('input, select, textarea')) {
    if (field.type === 'file') {
      const target = twin<HTMLInputElement>(painted, field, live);
      if (target?.type !== 'file') continue;
      // a file's name cannot be set as its value: the chosen files themselves go over, now and
      // when the browser's file picker, opened on the first paint, closes after the swap
      const carryFiles = () => {
        if (!field.files?.length) return;
        target.files = field.files;
        target.dispatchEvent(new Event('change', { bubbles: true }));
      };
      carryFiles();
      field.addEventListener('change', carryFiles);
      continue;
    }
    const initial =
      field instanceof HTMLSelectElement
        ? ([...field.options].find((option) => option.defaultSelected) ?? field.options[0])?.value
        : field.defaultValue;
    const changed =
      field.type === 'checkbox' || field.type === 'radio'
        ? field.checked !== field.defaultChecked
        : field.value !== initial;
    const target = changed ? twin<HTMLInputElement>(painted, field, live) : undefined;
    if (!target || target.tagName !== field.tagName) continue;
    const prototype = Object.getPrototypeOf(target) as object;
    const property = field.type === 'checkbox' || field.type === 'radio' ? 'checked' : 'value';
    Object.getOwnPropertyDescriptor(prototype, property)?.set?.call(target, field[property]);
    target.dispatchEvent(
      new Event(field.tagName === 'SELECT' || property === 'checked' ? 'change' : 'input', { bubbles: true }),
    );
  }
  if (focused && painted.contains(focused)) twin<HTMLElement>(painted, focused, live)?.focus();
  const actions = globalThis.__tyreFirstPaintActions ?? [];
  globalThis.__tyreFirstPaintActions = undefined;
  for (const action of actions) {
    const target = twin<HTMLElement>(painted, action.target, live);
    if (target && action.type === 'click') target.click();
    else if (target instanceof HTMLFormElement) target.requestSubmit();
  }
}
