import { checkEmail, checkMobile, checkText, onlyErrors } from '../../forms/form-checks';
import type { ContentText } from '../../messages/dictionary';
import type { ContactValues } from './api/send-contact-message';

export type ContactField = Exclude<keyof ContactValues, 'website'>;

export const emptyContact: ContactValues = {
  name: '',
  email: '',
  mobile: '',
  subject: '',
  message: '',
  website: '',
};

/** The contract's rules (contactMessageBodySchema): an e-mail or a mobile number is needed to answer. */
export function validateContact(t: ContentText, v: ContactValues) {
  const neither = !v.email.trim() && !v.mobile.trim();
  return onlyErrors<ContactField>({
    name: checkText(t, v.name, { max: 80, min: 2 }),
    email: neither ? t('form.emailOrMobile') : checkEmail(t, v.email, true),
    mobile: neither ? undefined : checkMobile(t, v.mobile, true),
    subject: checkText(t, v.subject, { max: 160, min: 2 }),
    message: checkText(t, v.message, { max: 5000, min: 5 }),
  });
}
