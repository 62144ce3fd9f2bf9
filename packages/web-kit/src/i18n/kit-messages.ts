/** The kit's own few strings, in both languages in the kit itself (too small for a file each). */
export const kitEn = {
  'cart.label': 'Cart',
  'cart.items_one': 'item',
  'cart.items_other': 'items',
  loading: 'Loading',
  'pager.label': 'Pages',
  'pager.previous': 'Previous page',
  'pager.next': 'Next page',
  'pager.position': 'Page {{page}} of {{pages}}',
  'area.chunk': 'could not finish loading. The site may have been updated or the connection dropped.',
  'area.reload': 'Reload page',
  'area.unavailable': 'is not available right now.',
  retry: 'Retry',
  'social.label': 'Social links',
  'language.switchTo': 'বাংলা',
} as const;

const kitBn: Record<keyof typeof kitEn, string> = {
  'cart.label': 'কার্ট',
  'cart.items_one': 'টি পণ্য',
  'cart.items_other': 'টি পণ্য',
  loading: 'লোড হচ্ছে',
  'pager.label': 'পৃষ্ঠাসমূহ',
  'pager.previous': 'আগের পৃষ্ঠা',
  'pager.next': 'পরের পৃষ্ঠা',
  'pager.position': 'পৃষ্ঠা {{page}} / {{pages}}',
  'area.chunk': 'পুরোপুরি লোড হয়নি। সাইটটি হালনাগাদ হয়ে থাকতে পারে, অথবা সংযোগ বিচ্ছিন্ন হয়েছে।',
  'area.reload': 'পেজটি আবার লোড করুন',
  'area.unavailable': 'এই মুহূর্তে পাওয়া যাচ্ছে না।',
  retry: 'আবার চেষ্টা করুন',
  'social.label': 'সামাজিক যোগাযোগ মাধ্যম',
  'language.switchTo': 'English',
};

export const kitMessages = { en: kitEn, bn: kitBn };
