import {
  checkEmail,
  checkFile,
  checkMobile,
  checkText,
  onlyErrors,
  type FileRule,
} from '../../forms/form-checks';
import type { ContentText } from '../../messages/dictionary';
import type { ApplyValues } from './api/apply-for-job';

export type ApplyField = Exclude<keyof ApplyValues, 'website'> | 'cv';

export const emptyApply: ApplyValues = { name: '', email: '', mobile: '', cover: '', website: '' };

/** A PDF of at most MAX_CV_BYTES (the contract's limit). */
export const cvRule: FileRule = { types: ['application/pdf'], maxBytes: 5 * 1024 * 1024 };

/** The contract's rules (applyJobBodySchema, MAX_CV_BYTES), checked before sending. */
export const validateApply = (t: ContentText, v: ApplyValues, cv: File | null) =>
  onlyErrors<ApplyField>({
    name: checkText(t, v.name, { max: 80, min: 2 }),
    email: checkEmail(t, v.email),
    mobile: checkMobile(t, v.mobile),
    cover: checkText(t, v.cover, { max: 5000, optional: true }),
    cv: checkFile(t, cv, cvRule, t('jobs.pdf')),
  });
