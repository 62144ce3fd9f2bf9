// The catalogue pages' words for link crawlers and search engines (they run no JavaScript), in
// both languages: only the server renderer carries them (the page's code never needs them).
import type { Product, TyreRange } from '@tyre/contracts';
import type { PageLanguage } from '@tyre/contracts/page-state';

interface PageWords {
  title: string;
  description: string;
}

export const headTexts: Record<PageLanguage, { products: PageWords; finder: PageWords; tyres: string }> = {
  en: {
    products: {
      title: 'Tyres',
      description:
        'Every tyre we sell, with sizes, prices in Taka and stock: motorcycle, scooter, three-wheeler, car, SUV, truck, bus and tractor tyres.',
    },
    finder: {
      title: 'Tyre finder',
      description:
        'Find the right tyre by category, rim and size, and order it with Cash on Delivery or bKash.',
    },
    tyres: 'Tyres',
  },
  bn: {
    products: {
      title: 'টায়ার',
      description:
        'আমাদের সব টায়ার, সাইজ, টাকায় দাম ও স্টকসহ: মোটরসাইকেল, স্কুটার, থ্রি-হুইলার, কার, এসইউভি, ট্রাক, বাস ও ট্রাক্টরের টায়ার।',
    },
    finder: {
      title: 'টায়ার খুঁজুন',
      description: 'ক্যাটাগরি, রিম ও সাইজ দিয়ে সঠিক টায়ার খুঁজুন, ক্যাশ অন ডেলিভারি বা বিকাশে অর্ডার করুন।',
    },
    tyres: 'টায়ার',
  },
};

const bdt = (amount: number) => `BDT ${new Intl.NumberFormat('en-IN').format(amount)}`;

/** A product without a description of its own, described (in English, as a crawler reads most). */
export const productSummary = (product: Product) =>
  `${product.title}: ${product.categoryName} tyre, size ${product.sizeLabel}, ${bdt(product.price)} with Cash on Delivery or bKash across Bangladesh.`;

/** A tyre range without a description of its own, described (in English). */
export const rangeSummary = (range: TyreRange) =>
  `${range.name}: a ${range.categoryName} tyre range by Tyre Bangladesh.`;
