import type { ApiResponse } from '@tyre/web-kit';

/**
 * Save an answer read as bytes (`responseType: 'arraybuffer'`) as a file: a blob of the answer's
 * type behind a temporary link. A download that needs the admin's token cannot be a plain link.
 */
export function saveFile(response: ApiResponse<ArrayBuffer>, name: string, type = 'text/csv'): void {
  const blob = new Blob([response.data], { type: response.headers['content-type'] ?? type });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
