import type { MessageResponse } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';
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
export function sendDealerRequest(
  values: DealerValues,
  file: File,
  onProgress: OnProgress,
): Promise<MessageResponse> {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) form.append(key, value.trim());
  form.append('file', file);
  return apiData('POST /dealer', { body: form, onUploadProgress: uploadProgress(onProgress) });
}
