import { apiClient } from '@tyre/web-kit';
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
export async function applyForJob(
  slug: string,
  values: ApplyValues,
  cv: File,
  onProgress: OnProgress,
): Promise<{ message: string }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) form.append(key, value.trim());
  form.append('cv', cv);
  const response = await apiClient.post<{ message: string }>(`/job/${encodeURIComponent(slug)}/apply`, form, {
    onUploadProgress: uploadProgress(onProgress),
  });
  return response.data;
}
