import type { CreateJobBody } from '@tyre/contracts';
import { renderDemoPdf } from '../../seed/demo-pdf';
import type { JobsService } from './jobs.service';

const DAY = 86_400_000;
/** A day `days` from today, as YYYY-MM-DD (the deadline's calendar day). */
const dayFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

/** Four open jobs and one whose deadline has passed (it shows only in the dashboard); each in English and Bangla. */
export const DEMO_JOBS: (Omit<CreateJobBody, 'deadline'> & { inDays: number })[] = [
  {
    title: 'Territory Sales Officer (Rajshahi)',
    titleBn: 'টেরিটরি সেলস অফিসার (রাজশাহী)',
    vacancy: 2,
    experience: '2-3 years in tyre, battery or lubricant sales',
    experienceBn: 'টায়ার, ব্যাটারি বা লুব্রিকেন্ট বিক্রিতে ২-৩ বছর',
    inDays: 21,
    desc: 'Grow our dealer network in the Rajshahi division: visit dealers, take orders and follow up deliveries and payments.',
    descBn:
      'রাজশাহী বিভাগে আমাদের ডিলার নেটওয়ার্ক বাড়ানো: ডিলারদের কাছে যাওয়া, অর্ডার নেওয়া এবং ডেলিভারি ও পেমেন্টের খোঁজ রাখা।',
    skills: 'Negotiation\nBangla and English\nMotorcycle riding licence',
    skillsBn: 'দর-কষাকষি\nবাংলা ও ইংরেজি\nমোটরসাইকেল চালানোর লাইসেন্স',
    accountabilities:
      'Meet the monthly sales target\nVisit every dealer of the territory each month\nReport market prices weekly',
    accountabilitiesBn:
      'মাসিক বিক্রয় লক্ষ্য পূরণ\nপ্রতি মাসে এলাকার প্রত্যেক ডিলারের কাছে যাওয়া\nপ্রতি সপ্তাহে বাজারদরের রিপোর্ট',
    eduReq: 'Bachelor’s degree in any subject',
    eduReqBn: 'যেকোনো বিষয়ে স্নাতক',
    location: 'Rajshahi',
    locationBn: 'রাজশাহী',
    salary: 'BDT 30,000 - 40,000',
    salaryBn: '৳ ৩০,০০০ - ৪০,০০০',
    ref: 'TSO-RAJ-26',
  },
  {
    title: 'Tyre Service Technician',
    titleBn: 'টায়ার সার্ভিস টেকনিশিয়ান',
    vacancy: 4,
    experience: '1 year in a tyre or vehicle workshop',
    experienceBn: 'টায়ার বা গাড়ির ওয়ার্কশপে ১ বছর',
    inDays: 14,
    desc: 'Fit, balance and check tyres at our service centre and at our free tyre check camps across Dhaka division.',
    descBn:
      'আমাদের সার্ভিস সেন্টারে এবং ঢাকা বিভাগজুড়ে বিনামূল্যে টায়ার পরীক্ষা ক্যাম্পে টায়ার লাগানো, ব্যালান্স করা ও পরীক্ষা করা।',
    skills: 'Wheel balancing\nAlignment checks\nSafe use of workshop tools',
    skillsBn: 'হুইল ব্যালান্সিং\nঅ্যালাইনমেন্ট পরীক্ষা\nওয়ার্কশপের যন্ত্রপাতির নিরাপদ ব্যবহার',
    accountabilities: 'Check pressure, tread and sidewalls\nWrite a short card for each vehicle checked',
    accountabilitiesBn: 'বাতাসের চাপ, ট্রেড ও সাইডওয়াল পরীক্ষা\nপ্রতিটি গাড়ির জন্য একটি ছোট কার্ড লেখা',
    eduReq: 'SSC; a vocational certificate is welcome',
    eduReqBn: 'এসএসসি; কারিগরি সনদ থাকলে ভালো',
    location: 'Gazipur',
    locationBn: 'গাজীপুর',
    salary: 'BDT 18,000 - 22,000',
    salaryBn: '৳ ১৮,০০০ - ২২,০০০',
    ref: 'TECH-GZP-26',
  },
  {
    title: 'Quality Control Engineer',
    titleBn: 'কোয়ালিটি কন্ট্রোল ইঞ্জিনিয়ার',
    vacancy: 1,
    experience: '3 years in rubber or automotive quality control',
    experienceBn: 'রাবার বা অটোমোটিভ কোয়ালিটি কন্ট্রোলে ৩ বছর',
    inDays: 30,
    desc: 'Test incoming lots and finished tyres against our standards, and work with suppliers on the causes of defects.',
    descBn:
      'আসা লট ও তৈরি টায়ার আমাদের মান অনুযায়ী পরীক্ষা করা, এবং ত্রুটির কারণ নিয়ে সরবরাহকারীদের সঙ্গে কাজ করা।',
    skills: 'Statistical process control\nReading technical drawings\nMS Excel',
    skillsBn: 'স্ট্যাটিস্টিক্যাল প্রসেস কন্ট্রোল\nকারিগরি নকশা পড়া\nএমএস এক্সেল',
    accountabilities: 'Run lot tests\nKeep test records\nReport defects and their causes monthly',
    accountabilitiesBn: 'লট পরীক্ষা চালানো\nপরীক্ষার রেকর্ড রাখা\nপ্রতি মাসে ত্রুটি ও তার কারণের রিপোর্ট',
    eduReq: 'B.Sc. in Mechanical, Chemical or Industrial Engineering',
    eduReqBn: 'মেকানিক্যাল, কেমিক্যাল বা ইন্ডাস্ট্রিয়াল ইঞ্জিনিয়ারিংয়ে বি.এসসি.',
    location: 'Chattogram',
    locationBn: 'চট্টগ্রাম',
    salary: 'Negotiable',
    salaryBn: 'আলোচনা সাপেক্ষে',
    ref: 'QCE-CTG-26',
  },
  {
    title: 'Digital Marketing Executive',
    titleBn: 'ডিজিটাল মার্কেটিং এক্সিকিউটিভ',
    vacancy: 1,
    experience: '2 years',
    experienceBn: '২ বছর',
    inDays: 10,
    desc: 'Write and promote content in Bangla and English for our Facebook page, YouTube channel and website.',
    descBn: 'আমাদের ফেসবুক, ইউটিউব ও ওয়েবসাইটের জন্য বাংলা ও ইংরেজিতে কনটেন্ট তৈরি ও প্রচার করা।',
    skills: 'Content writing\nPhoto and video editing\nRunning ads',
    skillsBn: 'কনটেন্ট লেখা\nছবি ও ভিডিও সম্পাদনা\nবিজ্ঞাপন পরিচালনা',
    accountabilities: 'Plan the weekly posts\nMonthly report',
    accountabilitiesBn: 'সাপ্তাহিক পোস্ট পরিকল্পনা\nমাসিক রিপোর্ট',
    eduReq: 'Bachelor’s degree in any subject',
    eduReqBn: 'যেকোনো বিষয়ে স্নাতক',
    location: 'Dhaka',
    locationBn: 'ঢাকা',
    salary: 'BDT 35,000',
    salaryBn: '৳ ৩৫,০০০',
    ref: 'DME-DHK-26',
  },
  {
    title: 'Accounts Assistant',
    titleBn: 'অ্যাকাউন্টস সহকারী',
    vacancy: 1,
    experience: '1 year',
    experienceBn: '১ বছর',
    inDays: -5,
    desc: 'Keep dealer ledgers, match bKash and bank payments with orders and prepare monthly statements.',
    descBn: 'ডিলারদের খাতা রাখা, বিকাশ ও ব্যাংকের পেমেন্ট অর্ডারের সঙ্গে মেলানো এবং মাসিক হিসাব তৈরি করা।',
    skills: 'Tally or a similar accounting program\nMS Excel',
    skillsBn: 'ট্যালি বা এ রকম কোনো হিসাবের প্রোগ্রাম\nএমএস এক্সেল',
    accountabilities: 'Daily payment matching\nMonthly dealer statements',
    accountabilitiesBn: 'প্রতিদিন পেমেন্ট মেলানো\nডিলারদের মাসিক হিসাব',
    eduReq: 'B.Com or BBA in Accounting',
    eduReqBn: 'হিসাববিজ্ঞানে বি.কম বা বিবিএ',
    location: 'Dhaka',
    locationBn: 'ঢাকা',
    salary: 'BDT 25,000',
    salaryBn: '৳ ২৫,০০০',
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
