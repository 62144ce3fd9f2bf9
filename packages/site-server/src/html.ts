// Writing values into HTML safely.

/** Text for an HTML text node or a double-quoted attribute. */
export const escapeHtml = (value: unknown) =>
  String(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** JSON that is safe inside `<script>`: `<` never closes the script early. */
export const inlineJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
