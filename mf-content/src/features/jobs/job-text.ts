import type { Job } from '@tyre/contracts';
import { localized } from '@tyre/contracts/localized';
import type { Formatters } from '@tyre/web-kit';

/** The texts of a job that have Bangla twins. */
export type JobTextKey =
  'title' | 'experience' | 'desc' | 'skills' | 'accountabilities' | 'eduReq' | 'location' | 'salary';

/** A job's text in the language shown: the Bangla twin in Bangla when the job has one, else the English. */
export const jobText = (job: Job, key: JobTextKey, format: Pick<Formatters, 'language'>): string =>
  localized(job, key, format.language) ?? '';

/** An amount written in the English salary text: `30,000`, `1,00,000`, `2.5`. */
const AMOUNT = /\d+(?:,\d+)*(?:\.\d+)?/g;
const amountOf = (text: string) => Number(text.replace(/,/g, ''));

/**
 * A job's salary in the language shown. English: as the admin wrote it. Bangla: the Bangla twin
 * when there is one; otherwise the English text with its Taka amounts written as the site writes
 * prices (`BDT 35,000` → `৳ ৩৫,০০০`), its other numbers in Bengali digits, and `Negotiable` as
 * `negotiable` (the dictionary's word).
 */
export function salaryText(
  job: Job,
  format: Pick<Formatters, 'language' | 'price' | 'number'>,
  negotiable: string,
): string {
  if (format.language !== 'bn') return job.salary;
  if (job.salaryBn?.trim()) return job.salaryBn;
  if (/^\s*negotiable\s*$/i.test(job.salary)) return negotiable;
  return job.salary
    .replace(/\bBDT\s*(\d+(?:,\d+)*)(?:\s*\/-)?/gi, (_, amount: string) => format.price(amountOf(amount)))
    .replace(AMOUNT, (amount) => format.number(amountOf(amount), { maximumFractionDigits: 2 }));
}
