import type { MessageResponse } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';
import { uploadProgress, type OnProgress } from '../../../forms/use-form-sender';

export interface ApplyValues {
  name: string;
  email: string;
  mobile: string;
  cover: string;
  /** the honeypot: empty for people */
  website: string;
}

/** POST /job/:slug/apply — multipart, no login: the fields and the CV (a PDF) as `cv`. */
export function applyForJob(
  slug: string,
  values: ApplyValues,
  cv: File,
  onProgress: OnProgress,
): Promise<MessageResponse> {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) form.append(key, value.trim());
  form.append('cv', cv);
  return apiData('POST /job/:slug/apply', {
    params: { slug },
    body: form,
    onUploadProgress: uploadProgress(onProgress),
  });
}
