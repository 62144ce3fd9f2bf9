// The content's own texts (banner and gallery captions, jobs, offices, news excerpts) follow the
// language: the Bangla twin in Bangla when the record has one, the English text when it has none.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ContactInfo, NewsPost } from '@tyre/contracts';
import { changeLanguage } from '@tyre/web-kit';
import { listPage, notFound, ok, testApiForFile } from '@tyre/test-kit';
import { bannerOf, jobOf, pictureOf } from '../../testing/fixtures';
import { renderScreen } from '../../testing/render-screen';
import { ContactPage } from '../../features/contact/components/contact-page';
import { GalleryPage } from '../../features/gallery/components/gallery-page';
import { BannerCarousel } from '../../features/home/components/banner-carousel';
import { CareerPage } from '../../features/jobs/components/career-page';
import { JobPage } from '../../features/jobs/components/job-page';
import { NewsListPage } from '../../features/news/components/news-list-page';

const twinned = jobOf(1, {
  titleBn: 'বিক্রয় কর্মকর্তা',
  experienceBn: 'টায়ার বিক্রিতে ২ বছর',
  descBn: 'আপনার এলাকার ডিলারদের কাছে যাওয়া।',
  skillsBn: '- ড্রাইভিং লাইসেন্স\n- ভালো বাংলা ও ইংরেজি',
  accountabilitiesBn: 'মাসিক বিক্রয় লক্ষ্য।\nপ্রতি সপ্তাহে বাজারদরের রিপোর্ট',
  eduReqBn: 'যেকোনো বিষয়ে স্নাতক।',
  locationBn: 'চট্টগ্রাম',
  salaryBn: '৳ ২৫,০০০ - ৩০,০০০ (আলোচনা সাপেক্ষে)',
});
/** No Bangla twins: the English texts, and the salary written the Bangla way. */
const plain = jobOf(2, { location: 'Sylhet', salary: 'BDT 35,000' });
const negotiable = jobOf(3, { salary: 'Negotiable' });

const contact: ContactInfo = {
  blurb: 'Tyres for Bangladesh.',
  blurbBn: '',
  offices: [
    { name: 'Head office', address: 'Banani, Dhaka', nameBn: 'প্রধান কার্যালয়', addressBn: 'বনানী, ঢাকা' },
    { name: 'Depot', address: 'Tongi, Gazipur', nameBn: '', addressBn: '' },
  ],
  phones: ['+880 1711-000000'],
  email: 'info@tyrebrand.com.bd',
  social: [],
};

const post = (n: number, fields: Partial<NewsPost>): NewsPost => ({
  _id: n.toString(16).padStart(24, '0'),
  title: `Dealer meet ${n}`,
  desc: 'More than 200 dealers joined our yearly meet.',
  titleBn: '',
  descBn: '',
  image: `news-${n}.jpg`,
  thumbnail: `news-${n}-thumb.jpg`,
  preview: `news-${n}-preview.webp`,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...fields,
});

testApiForFile((fake) => {
  fake.on('GET /job', listPage([twinned, plain, negotiable]));
  fake.on('GET /job/:slug', ({ params }) => {
    const job = [twinned, plain].find((j) => j.slug === params.slug);
    return job ? ok(job) : notFound;
  });
  fake.on(
    'GET /gallery',
    listPage([pictureOf(1, 'Dealer meet', 'ডিলার সম্মেলন'), pictureOf(2, 'Tyre camp')], 2),
  );
  fake.on(
    'GET /banners',
    listPage([bannerOf(1, { title: 'Monsoon grip', titleBn: 'বর্ষায় মজবুত গ্রিপ' }), bannerOf(2)]),
  );
  fake.on('GET /contact', ok(contact));
  fake.on(
    'GET /news',
    listPage([
      post(1, { titleBn: 'ডিলার সম্মেলন', descBn: '২০০-র বেশি ডিলার যোগ দিয়েছেন।' }),
      post(2, { titleBn: 'ক্যাম্প' }),
      post(3, {}),
    ]),
  );
});

afterEach(async () => {
  await act(() => changeLanguage('en'));
});

const inBangla = () => act(() => changeLanguage('bn'));

describe('the content in Bangla', () => {
  it('when the career page is in Bangla, then a job shows its Bangla title, location and salary, and a job without them its English ones with the salary in Bengali digits', async () => {
    await inBangla();
    renderScreen('/career', { '/career': <CareerPage /> });
    const [first, second, third] = (await screen.findAllByTestId('job-card')).map((card) => within(card));
    expect(first!.getByRole('link', { name: 'বিক্রয় কর্মকর্তা' })).toBeTruthy();
    expect(first!.getByText('চট্টগ্রাম')).toBeTruthy();
    expect(first!.getByText('৳ ২৫,০০০ - ৩০,০০০ (আলোচনা সাপেক্ষে)')).toBeTruthy();
    expect(first!.getByRole('link', { name: 'বিস্তারিত ও আবেদন: বিক্রয় কর্মকর্তা' })).toBeTruthy();
    expect(second!.getByRole('link', { name: 'Sales Officer 2' })).toBeTruthy();
    expect(second!.getByText('Sylhet')).toBeTruthy();
    expect(second!.getByText('৳ ৩৫,০০০')).toBeTruthy();
    expect(third!.getByText('আলোচনা সাপেক্ষে')).toBeTruthy();
    expect(screen.queryByText(/BDT|Negotiable/)).toBeNull();
  });

  it('when the career page is in English, then the jobs show their English texts as written', async () => {
    renderScreen('/career', { '/career': <CareerPage /> });
    const [first, second, third] = (await screen.findAllByTestId('job-card')).map((card) => within(card));
    expect(first!.getByRole('link', { name: 'Sales Officer 1' })).toBeTruthy();
    expect(first!.getByText('BDT 25,000 - 30,000')).toBeTruthy();
    expect(second!.getByText('BDT 35,000')).toBeTruthy();
    expect(third!.getByText('Negotiable')).toBeTruthy();
    expect(screen.queryByText('বিক্রয় কর্মকর্তা')).toBeNull();
  });

  it('when a job page is in Bangla, then its title, facts and sections are the Bangla twins; without twins the English texts show', async () => {
    await inBangla();
    const { unmount } = renderScreen(`/jobs/${twinned.slug}`, { '/jobs/:slug': <JobPage /> });
    expect(await screen.findByRole('heading', { level: 1, name: 'বিক্রয় কর্মকর্তা' })).toBeTruthy();
    for (const text of [
      'টায়ার বিক্রিতে ২ বছর',
      'চট্টগ্রাম',
      '৳ ২৫,০০০ - ৩০,০০০ (আলোচনা সাপেক্ষে)',
      'আপনার এলাকার ডিলারদের কাছে যাওয়া।',
      'ড্রাইভিং লাইসেন্স',
      'যেকোনো বিষয়ে স্নাতক।',
    ])
      expect(screen.getByText(text)).toBeTruthy();
    expect(screen.queryByText(/Visit dealers|Chattogram|BDT/)).toBeNull();
    // accountabilities are written one a line (no dashes): each line is an item of a list
    const duties = screen.getByRole('heading', { name: 'দায়িত্ব' }).closest('section')!;
    expect(
      within(duties)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['মাসিক বিক্রয় লক্ষ্য।', 'প্রতি সপ্তাহে বাজারদরের রিপোর্ট']);
    unmount();

    renderScreen(`/jobs/${plain.slug}`, { '/jobs/:slug': <JobPage /> });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sales Officer 2' })).toBeTruthy();
    expect(screen.getByText('Sylhet')).toBeTruthy();
    expect(screen.getByText('৳ ৩৫,০০০')).toBeTruthy();
    expect(screen.getByText(/Visit dealers in your area/)).toBeTruthy();
  });

  it('when the gallery is in Bangla, then a picture shows its Bangla caption (in the viewer too), and one without it its English caption', async () => {
    const user = userEvent.setup({ delay: null });
    await inBangla();
    renderScreen('/gallery', { '/gallery': <GalleryPage /> });
    const [first, second] = await screen.findAllByTestId('gallery-thumb');
    expect(within(first!).getByText('ডিলার সম্মেলন')).toBeTruthy();
    expect(within(second!).getByText('Tyre camp')).toBeTruthy();
    expect(screen.queryByText('Dealer meet')).toBeNull();
    await user.click(first!);
    const viewer = await screen.findByRole('dialog');
    expect(within(viewer).getByRole('img', { name: 'ডিলার সম্মেলন' })).toBeTruthy();
  });

  it('when the home banners are in Bangla, then a banner shows its Bangla caption and one without it the English caption', async () => {
    await inBangla();
    renderScreen('/', { '/': <BannerCarousel /> });
    expect(await screen.findByText('বর্ষায় মজবুত গ্রিপ')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'বর্ষায় মজবুত গ্রিপ' })).toBeTruthy();
    expect(screen.getByText('Banner title 2')).toBeTruthy();
    expect(screen.queryByText('Monsoon grip')).toBeNull();
  });

  it('when the contact page is in Bangla, then an office shows its Bangla name and address, and one without them its English ones', async () => {
    await inBangla();
    renderScreen('/contact', { '/contact': <ContactPage /> });
    expect(await screen.findByRole('heading', { name: 'প্রধান কার্যালয়' })).toBeTruthy();
    expect(screen.getByText('বনানী, ঢাকা')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Depot' })).toBeTruthy();
    expect(screen.getByText('Tongi, Gazipur')).toBeTruthy();
    expect(screen.queryByText('Head office')).toBeNull();
  });

  it('when the news list is in Bangla, then a card with a Bangla title shows the Bangla excerpt, never the English one', async () => {
    await inBangla();
    renderScreen('/news', { '/news': <NewsListPage /> });
    const cards = (await screen.findAllByTestId('news-card')).map((card) => within(card));
    expect(cards[0]!.getByText('২০০-র বেশি ডিলার যোগ দিয়েছেন।')).toBeTruthy();
    // a Bangla title without Bangla text: no English excerpt under it
    expect(cards[1]!.getByRole('link', { name: 'ক্যাম্প' })).toBeTruthy();
    expect(cards[1]!.queryByText(/More than 200 dealers/)).toBeNull();
    // an English post keeps its English excerpt
    expect(cards[2]!.getByText(/More than 200 dealers/)).toBeTruthy();
  });
});
