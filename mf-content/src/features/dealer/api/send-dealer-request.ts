import { apiClient } from '@tyre/web-kit';
import { uploadProgress, type OnProgress } from '../../../forms/use-form-sender';

export interface DealerValues {
  name: string;
  companyName: string;
  email: string;
  mobile: string;
  message: string;
  /** the honeypot: empty for people */
  website: string;
}

/** POST /dealer — multipart, no login: the fields and `file` (an image or a PDF). */
export async function sendDealerRequest(
  values: DealerValues,
  file: File,
  onProgress: OnProgress,
): Promise<{ message: string }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) form.append(key, value.trim());
  form.append('file', file);
  const response = await apiClient.post<{ message: string }>('/dealer', form, {
    onUploadProgress: uploadProgress(onProgress),
  });
  return response.data;
}
