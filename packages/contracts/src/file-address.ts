// Where a file the API stores is read (docs/architecture.md, "Files"): `<API base>/files/<name>`.
// One rule for the page's code (web-kit `fileUrl`), the shell server's inline scripts (the early
// request's picture preload) and its link previews. Importable as `@tyre/contracts/file-address`.

/**
 * The address of the stored file `name` under the API at `apiBase`; an address that is already
 * absolute (`https://…`, `//…`, `data:`) is kept as it is.
 */
export function fileAddress(apiBase: string, name: string): string {
  if (/^(?:https?:)?\/\//.test(name) || name.startsWith('data:')) return name;
  return `${apiBase}/files/${encodeURIComponent(name.replace(/^\/+/, ''))}`;
}
