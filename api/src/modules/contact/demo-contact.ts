import type { ContactInfo } from '@tyre/contracts';

export const DEMO_CONTACT: ContactInfo = {
  blurb:
    'Tyres made for Bangladesh roads: motorcycle, three-wheeler, car, SUV, light truck and truck & bus tyres, sold through dealers in all 64 districts.',
  offices: [
    { name: 'Head office', address: 'House 42, Road 11, Banani, Dhaka 1213' },
    { name: 'Chattogram office', address: '1020 Sheikh Mujib Road, Agrabad, Chattogram 4100' },
  ],
  phones: ['+880 1711-000000', '+880 2-9876543'],
  email: 'info@tyrebrand.com.bd',
  social: [
    { name: 'Facebook', url: 'https://facebook.com/tyrebrandbd' },
    { name: 'YouTube', url: 'https://youtube.com/@tyrebrandbd' },
    { name: 'LinkedIn', url: 'https://linkedin.com/company/tyrebrandbd' },
  ],
};
