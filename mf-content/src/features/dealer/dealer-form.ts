import {
  checkEmail,
  checkFile,
  checkMobile,
  checkText,
  onlyErrors,
  type FileRule,
} from '../../forms/form-checks';
import type { ContentText } from '../../messages/dictionary';
import type { DealerValues } from './api/send-dealer-request';

export type DealerField = Exclude<keyof DealerValues, 'website'> | 'file';

export const emptyDealer: DealerValues = {
  name: '',
  companyName: '',
  email: '',
  mobile: '',
  message: '',
  website: '',
};

/** An image or a PDF of at most MAX_DEALER_FILE_BYTES (the contract's limit). */
export const dealerFileRule: FileRule = {
  types: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'],
  maxBytes: 5 * 1024 * 1024,
};

/** The contract's rules (dealerRequestBodySchema, MAX_DEALER_FILE_BYTES), checked before sending. */
export const validateDealer = (t: ContentText, v: DealerValues, file: File | null) =>
  onlyErrors<DealerField>({
    name: checkText(t, v.name, { max: 80, min: 2 }),
    companyName: checkText(t, v.companyName, { max: 120, min: 2 }),
    email: checkEmail(t, v.email),
    mobile: checkMobile(t, v.mobile),
    message: checkText(t, v.message, { max: 5000, min: 5 }),
    file: checkFile(t, file, dealerFileRule, t('dealer.fileKinds')),
  });
