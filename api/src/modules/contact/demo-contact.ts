import type { ContactInfo } from '@tyre/contracts';

export const DEMO_CONTACT: ContactInfo = {
  blurb:
    'Tyres made for Bangladesh roads: motorcycle, three-wheeler, car, SUV, light truck and truck & bus tyres, sold through dealers in all 64 districts.',
  blurbBn:
    'বাংলাদেশের রাস্তার জন্য তৈরি টায়ার: মোটরসাইকেল, থ্রি-হুইলার, গাড়ি, এসইউভি, হালকা ট্রাক এবং ট্রাক ও বাসের টায়ার, ৬৪ জেলার ডিলারদের কাছে পাওয়া যায়।',
  offices: [
    {
      name: 'Head office',
      address: 'House 42, Road 11, Banani, Dhaka 1213',
      nameBn: 'প্রধান কার্যালয়',
      addressBn: 'বাড়ি ৪২, রোড ১১, বনানী, ঢাকা ১২১৩',
    },
    {
      name: 'Chattogram office',
      address: '1020 Sheikh Mujib Road, Agrabad, Chattogram 4100',
      nameBn: 'চট্টগ্রাম কার্যালয়',
      addressBn: '১০২০ শেখ মুজিব রোড, আগ্রাবাদ, চট্টগ্রাম ৪১০০',
    },
  ],
  phones: ['+880 1711-000000', '+880 2-9876543'],
  email: 'info@tyrebrand.com.bd',
  social: [
    { name: 'Facebook', url: 'https://facebook.com/tyrebrandbd' },
    { name: 'YouTube', url: 'https://youtube.com/@tyrebrandbd' },
    { name: 'LinkedIn', url: 'https://linkedin.com/company/tyrebrandbd' },
  ],
};
