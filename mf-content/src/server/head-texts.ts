// The content pages' words for link crawlers and search engines (they run no JavaScript), in both
// languages: only the server renderer carries them (the page's code never needs them).
import type { PageLanguage } from '@tyre/contracts/page-state';

interface PageWords {
  title: string;
  description: string;
}

type Page = 'news' | 'gallery' | 'career' | 'dealer' | 'dealers' | 'about' | 'contact';

export const headTexts: Record<
  PageLanguage,
  Record<Page, PageWords> & { careers: string; dealersWord: string; authorisedDealer: string }
> = {
  en: {
    news: {
      title: 'News',
      description: 'News from Tyre Bangladesh: new tyres, dealer meetings, road safety and tyre care.',
    },
    gallery: {
      title: 'Gallery',
      description: 'Pictures of our tyres on the roads of Bangladesh, our dealers and our events.',
    },
    career: {
      title: 'Careers',
      description: 'Open jobs at Tyre Bangladesh: apply online with your CV.',
    },
    dealer: {
      title: 'Become a dealer',
      description: 'Sell our tyres in your district: ask to become a Tyre Bangladesh dealer.',
    },
    dealers: {
      title: 'Find a dealer',
      description:
        'Authorised Tyre Bangladesh dealers in all eight divisions: tyre fitting, balancing, alignment and truck tyres near you. Check whether a shop is authorised.',
    },
    about: {
      title: 'About us',
      description:
        'Who we are: a tyre brand made for Bangladeshi roads, sold through dealers in all 64 districts.',
    },
    contact: {
      title: 'Contact',
      description: 'Our offices, phone numbers and e-mail, and a form to write to us.',
    },
    careers: 'Careers',
    dealersWord: 'Dealers',
    authorisedDealer: 'Authorised Tyre Bangladesh dealer',
  },
  bn: {
    news: {
      title: 'খবর',
      description: 'টায়ার বাংলাদেশের খবর: নতুন টায়ার, ডিলার সম্মেলন, সড়ক নিরাপত্তা ও টায়ারের যত্ন।',
    },
    gallery: {
      title: 'গ্যালারি',
      description: 'বাংলাদেশের পথে আমাদের টায়ার, আমাদের ডিলার ও অনুষ্ঠানের ছবি।',
    },
    career: {
      title: 'ক্যারিয়ার',
      description: 'টায়ার বাংলাদেশে খালি পদ: সিভি দিয়ে অনলাইনে আবেদন করুন।',
    },
    dealer: {
      title: 'ডিলার হোন',
      description: 'আপনার জেলায় আমাদের টায়ার বিক্রি করুন: টায়ার বাংলাদেশের ডিলার হতে আবেদন করুন।',
    },
    dealers: {
      title: 'ডিলার খুঁজুন',
      description:
        'আট বিভাগে টায়ার বাংলাদেশের অনুমোদিত ডিলার: আপনার কাছে টায়ার লাগানো, ব্যালান্সিং, অ্যালাইনমেন্ট ও ট্রাকের টায়ার। কোনো দোকান অনুমোদিত কি না যাচাই করুন।',
    },
    about: {
      title: 'আমাদের সম্পর্কে',
      description: 'আমরা কারা: বাংলাদেশের পথের জন্য তৈরি টায়ার ব্র্যান্ড, ৬৪ জেলার ডিলারদের মাধ্যমে বিক্রি হয়।',
    },
    contact: {
      title: 'যোগাযোগ',
      description: 'আমাদের অফিস, ফোন নম্বর ও ই-মেইল, আর আমাদের লেখার একটি ফর্ম।',
    },
    careers: 'ক্যারিয়ার',
    dealersWord: 'ডিলার',
    authorisedDealer: 'টায়ার বাংলাদেশের অনুমোদিত ডিলার',
  },
};

/** The content pages the sitemap lists (each in both languages). */
export const publicPages = ['/news', '/gallery', '/career', '/dealer', '/dealers', '/about', '/contact'];
