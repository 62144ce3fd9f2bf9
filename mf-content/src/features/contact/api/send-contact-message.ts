import type { ContactMessageBody, MessageResponse } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';

export interface ContactValues {
  name: string;
  email: string;
  mobile: string;
  subject: string;
  message: string;
  /** the honeypot: empty for people */
  website: string;
}

/** POST /contact/messages — JSON (the contract's ContactMessageBody); an e-mail or a mobile number (or both). */
export function sendContactMessage(values: ContactValues): Promise<MessageResponse> {
  const body: ContactMessageBody = {
    name: values.name.trim(),
    subject: values.subject.trim(),
    message: values.message.trim(),
    website: values.website,
  };
  if (values.email.trim()) body.email = values.email.trim();
  if (values.mobile.trim()) body.mobile = values.mobile.trim();
  return apiData('POST /contact/messages', { body });
}
