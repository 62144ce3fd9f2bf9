import { apiClient } from '@tyre/web-kit';

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
export async function sendContactMessage(values: ContactValues): Promise<{ message: string }> {
  const body: {
    name: string;
    subject: string;
    message: string;
    website: string;
    email?: string;
    mobile?: string;
  } = {
    name: values.name.trim(),
    subject: values.subject.trim(),
    message: values.message.trim(),
    website: values.website,
  };
  if (values.email.trim()) body.email = values.email.trim();
  if (values.mobile.trim()) body.mobile = values.mobile.trim();
  return (await apiClient.post<{ message: string }>('/contact/messages', body)).data;
}
