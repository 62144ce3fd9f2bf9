import { describe, expect, it } from 'vitest';
import {
  applyJobBodySchema,
  contactMessageBodySchema,
  dealerRequestBodySchema,
  HONEYPOT_FIELD,
  MAX_CV_BYTES,
  MAX_DEALER_FILE_BYTES,
} from '@tyre/contracts';
import { i18n } from '@tyre/web-kit';
import { validateContact } from '../../features/contact/contact-form';
import { dealerFileRule, validateDealer } from '../../features/dealer/dealer-form';
import { cvRule, validateApply } from '../../features/jobs/job-form';
import type { ContentText } from '../../messages/dictionary';

/** The content dictionary's English text, as the forms get it from useText(). */
const t = i18n.getFixedT('en', 'content') as unknown as ContentText;

const schemaFields = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  [...new Set((result.error?.issues ?? []).map((issue) => String(issue.path[0])))].sort();
const formFields = (found: Record<string, unknown>) => Object.keys(found).sort();

const pdf = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });
const png = new File(['png'], 'shop.png', { type: 'image/png' });

describe('the forms check what the contracts check', () => {
  const dealerCases = [
    {
      name: 'Karim',
      companyName: 'Karim Tyres',
      email: 'k@example.com.bd',
      mobile: '01711223344',
      message: 'Hello there',
    },
    { name: 'K', companyName: 'K', email: 'k@', mobile: '0171', message: 'Hi' },
    {
      name: 'x'.repeat(81),
      companyName: 'y'.repeat(121),
      email: '',
      mobile: '+8801711223344',
      message: 'z'.repeat(5001),
    },
    {
      name: '  ',
      companyName: 'Karim Tyres',
      email: 'k@example.com',
      mobile: '01211223344',
      message: '     ',
    },
  ];
  it.each(dealerCases)('when a dealer request is %o, then the same fields are refused', (values) => {
    expect(formFields(validateDealer(t, { ...values, website: '' }, png))).toEqual(
      schemaFields(dealerRequestBodySchema.safeParse(values)),
    );
  });

  const applyCases = [
    { name: 'Rahima', email: 'r@example.com', mobile: '01811223344', cover: '' },
    { name: 'R', email: 'r@example', mobile: '12345', cover: 'c'.repeat(5001) },
    { name: 'r'.repeat(81), email: 'r@example.com.bd', mobile: '880 1811-223344', cover: 'Short note' },
  ];
  it.each(applyCases)('when an application is %o, then the same fields are refused', (values) => {
    expect(formFields(validateApply(t, { ...values, website: '' }, pdf))).toEqual(
      schemaFields(applyJobBodySchema.safeParse(values)),
    );
  });

  const contactCases = [
    { name: 'Nasrin', email: 'n@example.com', mobile: '', subject: 'Tyres', message: 'Which tyre?' },
    { name: 'Nasrin', email: '', mobile: '01911223344', subject: 'T', message: 'Hey' },
    { name: 'N', email: '', mobile: '', subject: 'Tyres', message: 'Which tyre fits?' },
    { name: 'Nasrin', email: 'bad', mobile: '019', subject: 's'.repeat(161), message: 'Which tyre fits?' },
  ];
  it.each(contactCases)('when a contact message is %o, then the same fields are refused', (values) => {
    const body = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== ''));
    expect(formFields(validateContact(t, { ...values, website: '' }))).toEqual(
      schemaFields(contactMessageBodySchema.safeParse(body)),
    );
  });

  it('when files are checked, then the limits are the contracts’ and the honeypot field is theirs', () => {
    expect(cvRule.maxBytes).toBe(MAX_CV_BYTES);
    expect(dealerFileRule.maxBytes).toBe(MAX_DEALER_FILE_BYTES);
    expect(HONEYPOT_FIELD).toBe('website');
  });
});
