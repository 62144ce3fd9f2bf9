import type { CreateJobBody } from '@tyre/contracts';
import { renderDemoPdf } from '../../seed/demo-pdf';
import type { JobsService } from './jobs.service';

const DAY = 86_400_000;
/** A day `days` from today, as YYYY-MM-DD (the deadline's calendar day). */
const dayFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

/** Four open jobs and one whose deadline has passed (it shows only in the dashboard). */
export const DEMO_JOBS: (Omit<CreateJobBody, 'deadline'> & { inDays: number })[] = [
  {
    title: 'Territory Sales Officer (Rajshahi)',
    vacancy: 2,
    experience: '2-3 years in tyre, battery or lubricant sales',
    inDays: 21,
    desc: 'Grow our dealer network in the Rajshahi division: visit dealers, take orders and follow up deliveries and payments.',
    skills: 'Negotiation\nBangla and English\nMotorcycle riding licence',
    accountabilities:
      'Meet the monthly sales target\nVisit every dealer of the territory each month\nReport market prices weekly',
    eduReq: 'Bachelor’s degree in any subject',
    location: 'Rajshahi',
    salary: 'BDT 30,000 - 40,000',
    ref: 'TSO-RAJ-26',
  },
  {
    title: 'Tyre Service Technician',
    vacancy: 4,
    experience: '1 year in a tyre or vehicle workshop',
    inDays: 14,
    desc: 'Fit, balance and check tyres at our service centre and at our free tyre check camps across Dhaka division.',
    skills: 'Wheel balancing\nAlignment checks\nSafe use of workshop tools',
    accountabilities: 'Check pressure, tread and sidewalls\nWrite a short card for each vehicle checked',
    eduReq: 'SSC; a vocational certificate is welcome',
    location: 'Gazipur',
    salary: 'BDT 18,000 - 22,000',
    ref: 'TECH-GZP-26',
  },
  {
    title: 'Quality Control Engineer',
    vacancy: 1,
    experience: '3 years in rubber or automotive quality control',
    inDays: 30,
    desc: 'Test incoming lots and finished tyres against our standards, and work with suppliers on the causes of defects.',
    skills: 'Statistical process control\nReading technical drawings\nMS Excel',
    accountabilities: 'Run lot tests\nKeep test records\nReport defects and their causes monthly',
    eduReq: 'B.Sc. in Mechanical, Chemical or Industrial Engineering',
    location: 'Chattogram',
    salary: 'Negotiable',
    ref: 'QCE-CTG-26',
  },
  {
    title: 'ডিজিটাল মার্কেটিং এক্সিকিউটিভ',
    vacancy: 1,
    experience: '২ বছর',
    inDays: 10,
    desc: 'আমাদের ফেসবুক, ইউটিউব ও ওয়েবসাইটের জন্য বাংলা ও ইংরেজিতে কনটেন্ট তৈরি ও প্রচার করা।',
    skills: 'কনটেন্ট লেখা\nছবি ও ভিডিও সম্পাদনা\nবিজ্ঞাপন পরিচালনা',
    accountabilities: 'সাপ্তাহিক পোস্ট পরিকল্পনা\nমাসিক রিপোর্ট',
    eduReq: 'যেকোনো বিষয়ে স্নাতক',
    location: 'Dhaka',
    salary: 'BDT 35,000',
    ref: 'DME-DHK-26',
  },
  {
    title: 'Accounts Assistant',
    vacancy: 1,
    experience: '1 year',
    inDays: -5,
    desc: 'Keep dealer ledgers, match bKash and bank payments with orders and prepare monthly statements.',
    skills: 'Tally or a similar accounting program\nMS Excel',
    accountabilities: 'Daily payment matching\nMonthly dealer statements',
    eduReq: 'B.Com or BBA in Accounting',
    location: 'Dhaka',
    salary: 'BDT 25,000',
    ref: 'ACC-DHK-26',
  },
];

const DEMO_APPLICANTS = [
  { job: 0, name: 'Farhana Akter', email: 'farhana.akter@example.com', mobile: '01712000001' },
  { job: 0, name: 'Sajid Hasan', email: 'sajid.hasan@example.com.bd', mobile: '01812000002' },
  { job: 1, name: 'Mizanur Rahman', email: 'mizan.rahman@example.com', mobile: '01912000003' },
];

export async function seedDemoJobs(service: JobsService): Promise<void> {
  const created = [];
  for (const [i, { inDays, ...job }] of DEMO_JOBS.entries()) {
    const at = new Date(Date.now() - (DEMO_JOBS.length - i) * 3 * DAY).toISOString();
    created.push(await service.create({ ...job, deadline: dayFromNow(inDays) }, at));
  }
  for (const [i, a] of DEMO_APPLICANTS.entries()) {
    const job = created[a.job]!;
    const cv = await renderDemoPdf(`${a.name} — CV`, [
      `Applying for: ${job.title}`,
      `E-mail: ${a.email}   Mobile: ${a.mobile}`,
      'Experience: three years with a regional distributor of vehicle parts, visiting dealers and keeping their orders and payments in order.',
      'Education: Bachelor of Business Administration, University of Rajshahi.',
    ]);
    await service.apply(
      job.slug,
      {
        name: a.name,
        email: a.email,
        mobile: a.mobile,
        cover: `I would like to apply for the post of ${job.title}. My CV is attached.`,
      },
      cv,
      new Date(Date.now() - (DEMO_APPLICANTS.length - i) * DAY).toISOString(),
    );
  }
}
