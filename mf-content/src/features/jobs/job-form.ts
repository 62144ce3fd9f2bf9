import {
  checkEmail,
  checkFile,
  checkMobile,
  checkText,
  onlyErrors,
  type FileRule,
} from '../../forms/form-checks';
import type { ApplyValues } from './api/apply-for-job';
import { jobsMessages as t } from './messages';

export type ApplyField = Exclude<keyof ApplyValues, 'website'> | 'cv';

export const emptyApply: ApplyValues = { name: '', email: '', mobile: '', cover: '', website: '' };

export const cvRule: FileRule = { types: ['application/pdf'], kinds: t.pdf, maxBytes: 5 * 1024 * 1024 };

/** The contract's rules (applyJobBodySchema, MAX_CV_BYTES), checked before sending. */
export const validateApply = (v: ApplyValues, cv: File | null) =>
  onlyErrors<ApplyField>({
    name: checkText(v.name, { max: 80, min: 2 }),
    email: checkEmail(v.email),
    mobile: checkMobile(v.mobile),
    cover: checkText(v.cover, { max: 5000, optional: true }),
    cv: checkFile(cv, cvRule),
  });
