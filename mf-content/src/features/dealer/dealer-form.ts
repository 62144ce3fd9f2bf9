import {
  checkEmail,
  checkFile,
  checkMobile,
  checkText,
  onlyErrors,
  type FileRule,
} from '../../forms/form-checks';
import type { DealerValues } from './api/send-dealer-request';
import { dealerMessages as t } from './messages';

export type DealerField = Exclude<keyof DealerValues, 'website'> | 'file';

export const emptyDealer: DealerValues = {
  name: '',
  companyName: '',
  email: '',
  mobile: '',
  message: '',
  website: '',
};

export const dealerFileRule: FileRule = {
  types: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'],
  kinds: t.fileKinds,
  maxBytes: 5 * 1024 * 1024,
};

/** The contract's rules (dealerRequestBodySchema, MAX_DEALER_FILE_BYTES), checked before sending. */
export const validateDealer = (v: DealerValues, file: File | null) =>
  onlyErrors<DealerField>({
    name: checkText(v.name, { max: 80, min: 2 }),
    companyName: checkText(v.companyName, { max: 120, min: 2 }),
    email: checkEmail(v.email),
    mobile: checkMobile(v.mobile),
    message: checkText(v.message, { max: 5000, min: 5 }),
    file: checkFile(file, dealerFileRule),
  });
