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

export type ApplyField = Exclude<keyof ApplyValues, 'website'> | 'file';

export const emptyApply: ApplyValues = { name: '', email: '', mobile: '', coverNote: '', website: '' };

export const cvRule: FileRule = { types: ['application/pdf'], kinds: t.pdf, maxBytes: 5 * 1024 * 1024 };

/** The contract's rules for an application, checked before sending. */
export const validateApply = (v: ApplyValues, cv: File | null) =>
  onlyErrors<ApplyField>({
    name: checkText(v.name, { max: 100, min: 2 }),
    email: checkEmail(v.email),
    mobile: checkMobile(v.mobile),
    coverNote: checkText(v.coverNote, { max: 3000, optional: true }),
    file: checkFile(cv, cvRule),
  });
