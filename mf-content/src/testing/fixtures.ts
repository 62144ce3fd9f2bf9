// Answers of the content API shaped by the contract types.
import type { Banner, Dealer, GalleryItem, HomeVideo, Job, NewsPost } from '@tyre/contracts';

const at = '2026-11-20T10:00:00.000Z';
const id = (n: number) => n.toString(16).padStart(24, '0');

export const jobOf = (n: number, fields: Partial<Job> = {}): Job => ({
  _id: id(n),
  slug: `sales-officer-${n}`,
  title: `Sales Officer ${n}`,
  vacancy: 2,
  experience: '2 years in tyre or automotive sales',
  deadline: '2026-12-31',
  closesAt: '2026-12-30T18:00:00.000Z',
  open: true,
  desc: 'Visit dealers in your area and grow our sales.\n\nReport to the regional manager.',
  skills: '- Driving licence\n- Good Bangla and English',
  accountabilities: 'Monthly sales targets.',
  eduReq: 'Bachelor degree in any subject.',
  location: 'Chattogram',
  salary: 'BDT 25,000 - 30,000',
  ref: `SO-${n}`,
  titleBn: '',
  experienceBn: '',
  descBn: '',
  skillsBn: '',
  accountabilitiesBn: '',
  eduReqBn: '',
  locationBn: '',
  salaryBn: '',
  createdAt: at,
  updatedAt: at,
  ...fields,
});

export const pictureOf = (n: number, caption = `Dealer meet picture ${n}`, captionBn = ''): GalleryItem => ({
  _id: id(100 + n),
  caption,
  captionBn,
  image: `gallery-${n}.webp`,
  thumbnail: `gallery-${n}-thumb.webp`,
  width: 1600,
  height: 1200,
  createdAt: at,
});

export const bannerOf = (n: number, fields: Partial<Banner> = {}): Banner => ({
  _id: id(200 + n),
  title: `Banner title ${n}`,
  titleBn: '',
  link: '',
  image: `banner-${n}.webp`,
  variants: [
    { width: 640, file: `banner-${n}-640.webp` },
    { width: 1024, file: `banner-${n}-1024.webp` },
    { width: 1600, file: `banner-${n}-1600.webp` },
  ],
  preview: `banner-${n}-preview.webp`,
  active: true,
  order: n,
  createdAt: at,
  updatedAt: at,
  ...fields,
});

export const videoOf = (fields: Partial<HomeVideo> = {}): HomeVideo => ({
  _id: id(300),
  url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  provider: 'youtube',
  videoId: 'dQw4w9WgXcQ',
  status: 'active',
  createdAt: at,
  updatedAt: at,
  ...fields,
});

/** A listed dealer in Bogura shaped as GET /dealers answers it. */
export const dealerOf = (n: number, fields: Partial<Dealer> = {}): Dealer => ({
  _id: id(9000 + n),
  slug: `dealer-${n}`,
  name: `Dealer ${n} Tyres`,
  nameBn: `ডিলার ${n} টায়ার্স`,
  authNumber: `TBD-2025-${String(n).padStart(4, '0')}`,
  division: 'Rajshahi',
  district: 'Bogura',
  upazila: 'Bogura Sadar',
  upazilaBn: 'বগুড়া সদর',
  address: `${n} Station Road, Bogura`,
  addressBn: `${n} স্টেশন রোড, বগুড়া`,
  phones: [`0171122334${n % 10}`],
  email: '',
  hours: { days: ['Sa', 'Su', 'Mo', 'Tu', 'We', 'Th'], opens: '09:00', closes: '20:00' },
  services: ['fitting', 'truck-tyres'],
  categories: [{ slug: 'truck-bus', name: 'Truck & Bus', nameBn: 'ট্রাক ও বাস' }],
  lat: 24.8465,
  lng: 89.3773,
  listed: true,
  demo: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...fields,
});

export const storyOf = (n: number, fields: Partial<NewsPost> = {}): NewsPost => ({
  _id: id(5000 + n),
  title: `Dealer meet 202${n}`,
  titleBn: '',
  desc: 'More than 200 dealers joined our yearly meet.',
  descBn: '',
  image: `news-${n}.webp`,
  thumbnail: `news-${n}-card.webp`,
  preview: `news-${n}-preview.webp`,
  createdAt: at,
  updatedAt: at,
  ...fields,
});
