// What a visitor typed, chose or ticked on the server's first paint before the app hydrated its
// part, told to the app's state (web-kit RemoteRoot calls it as its area is hydrated, in the same
// commit: a render of the form after that would write its state's value back into the fields).
// React takes a field's value as it finds it when hydrating, so its state keeps the server's value.

/**
 * Tell the app's state of each field of `area` (just hydrated) whose value the visitor changed
 * on the first paint, and of the files chosen there. Nothing when the visitor touched nothing.
 */
export function tellTypedFields(area: Element): void {
  if (!globalThis.__tyreFirstPaintTouched || !area.closest('[data-first-paint]')) return;
  // read first: a field told makes the app render its form again, which writes its state's value
  // (still the old one) into the fields not told yet
  const fields = [...area.querySelectorAll<HTMLInputElement>('input, select, textarea')].map((field) => {
    const check = field.type === 'checkbox' || field.type === 'radio';
    const initial =
      field instanceof HTMLSelectElement
        ? ([...field.options].find((option) => option.defaultSelected) ?? field.options[0])?.value
        : field.defaultValue;
    // a controlled field's default is its state's value (React writes it at each render)
    return check
      ? { field, property: 'checked' as const, shown: field.checked, initial: field.defaultChecked }
      : { field, property: 'value' as const, shown: field.value, initial };
  });
  for (const { field, property, shown, initial } of fields) {
    if (field.type === 'file') {
      // React hears a file input's every change event
      if (field.files?.length) field.dispatchEvent(new Event('change', { bubbles: true }));
      continue;
    }
    if (shown === initial) continue;
    // React notes the value it last set through the element's own setter: set the state's value
    // that way, then the shown one past it, so that the event below is a change to React
    (field as unknown as Record<string, unknown>)[property] = initial;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, property)?.set?.call(
      field,
      shown,
    );
    field.dispatchEvent(
      new Event(field.tagName === 'SELECT' || property === 'checked' ? 'change' : 'input', { bubbles: true }),
    );
  }
}
