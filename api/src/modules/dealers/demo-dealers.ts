// The demo shop's dealers: one in every district town of Bangladesh (all eight divisions) and a
// few more at the truck hubs, with Bangla names and addresses. Made up for the demo (marked
// `demo`): the names, phones and authorisation numbers belong to no real shop; the places are the
// district towns' own (near their centres: `DISTRICT_TOWNS`).
import {
  DISTRICT_DETAILS,
  DISTRICT_TOWNS,
  type CreateDealerBody,
  type DealerServiceKind,
  type District,
} from '@tyre/contracts';
import type { DealersService } from './dealers.service';

const OWNERS: Array<[string, string]> = [
  ['Rahman', 'রহমান'],
  ['Karim', 'করিম'],
  ['Hossain', 'হোসেন'],
  ['Islam', 'ইসলাম'],
  ['Alam', 'আলম'],
  ['Uddin', 'উদ্দিন'],
  ['Ahmed', 'আহমেদ'],
  ['Sarkar', 'সরকার'],
  ['Miah', 'মিয়া'],
  ['Chowdhury', 'চৌধুরী'],
  ['Talukder', 'তালুকদার'],
  ['Bhuiyan', 'ভূঁইয়া'],
  ['Mollah', 'মোল্লা'],
];
const KINDS: Array<[string, string]> = [
  ['Tyre House', 'টায়ার হাউস'],
  ['Tyre Centre', 'টায়ার সেন্টার'],
  ['Tyre & Battery', 'টায়ার অ্যান্ড ব্যাটারি'],
  ['Auto Tyres', 'অটো টায়ার্স'],
  ['Tyre Corner', 'টায়ার কর্নার'],
  ['Motors', 'মোটরস'],
];
const ROADS: Array<[string, string]> = [
  ['Station Road', 'স্টেশন রোড'],
  ['College Road', 'কলেজ রোড'],
  ['Court Road', 'কোর্ট রোড'],
  ['Bus Stand Road', 'বাসস্ট্যান্ড রোড'],
  ['Hospital Road', 'হাসপাতাল রোড'],
  ['Main Road', 'মেইন রোড'],
];
const PREFIXES = ['017', '018', '019', '015', '013', '016'];

/** The truck hubs: a second dealer that fits truck and bus tyres. */
const TRUCK_HUBS: Array<{
  district: District;
  name: [string, string];
  upazila: [string, string];
  road: [string, string];
  at: [number, number];
}> = [
  {
    district: 'Dhaka',
    name: ['Tejgaon Truck Tyre Point', 'তেজগাঁও ট্রাক টায়ার পয়েন্ট'],
    upazila: ['Tejgaon', 'তেজগাঁও'],
    road: ['Truck Stand, Tejgaon Industrial Area', 'ট্রাক স্ট্যান্ড, তেজগাঁও শিল্প এলাকা'],
    at: [23.7639, 90.3991],
  },
  {
    district: 'Chattogram',
    name: ['Bandar Heavy Tyres', 'বন্দর হেভি টায়ার্স'],
    upazila: ['Bandar', 'বন্দর'],
    road: ['Port Road, Bandar', 'পোর্ট রোড, বন্দর'],
    at: [22.3094, 91.8017],
  },
  {
    district: 'Bogura',
    name: ['Banani Truck Tyre House', 'বনানী ট্রাক টায়ার হাউস'],
    upazila: ['Shajahanpur', 'শাজাহানপুর'],
    road: ['Banani Truck Stand, Dhaka–Rangpur Highway', 'বনানী ট্রাক স্ট্যান্ড, ঢাকা–রংপুর মহাসড়ক'],
    at: [24.8152, 89.3851],
  },
  {
    district: 'Jashore',
    name: ['Benapole Road Truck Tyres', 'বেনাপোল রোড ট্রাক টায়ার্স'],
    upazila: ['Sharsha', 'শার্শা'],
    road: ['Jashore–Benapole Road, Navaron', 'যশোর–বেনাপোল রোড, নাভারন'],
    at: [23.0672, 89.0237],
  },
];

/** The demo dealers as the admin would add them (the API chooses nothing but the slugs). */
export function demoDealers(): CreateDealerBody[] {
  const bodies: CreateDealerBody[] = DISTRICT_DETAILS.map((d, i) => {
    const [owner, ownerBn] = OWNERS[i % OWNERS.length]!;
    const [kind, kindBn] = KINDS[(i * 5) % KINDS.length]!;
    const [road, roadBn] = ROADS[i % ROADS.length]!;
    const services: DealerServiceKind[] = ['fitting'];
    if (i % 2 === 0) services.push('balancing');
    if (i % 3 === 0) services.push('alignment');
    if (i % 4 !== 1) services.push('tube-repair');
    if (i % 5 === 2) services.push('truck-tyres');
    const categories = ['motorcycle', 'three-wheeler'];
    if (i % 2 === 0) categories.push('passenger-car');
    if (services.includes('truck-tyres')) categories.push('truck-bus');
    if (i % 4 === 3) categories.push('tractor-farm');
    const [lat, lng] = DISTRICT_TOWNS[d.name];
    return {
      name: `${owner} ${kind}`,
      nameBn: `${ownerBn} ${kindBn}`,
      district: d.name,
      upazila: `${d.name} Sadar`,
      upazilaBn: `${d.bn} সদর`,
      address: `${12 + ((i * 7) % 80)} ${road}, ${d.name}`,
      addressBn: `${(12 + ((i * 7) % 80)).toLocaleString('bn-BD', { useGrouping: false })} ${roadBn}, ${d.bn}`,
      phones: [`${PREFIXES[i % PREFIXES.length]}${String(10_000_000 + ((i * 7_919_113) % 89_999_999))}`],
      email: '',
      hours: {
        days: i % 3 === 1 ? ['Sa', 'Su', 'Mo', 'Tu', 'We', 'Th', 'Fr'] : ['Sa', 'Su', 'Mo', 'Tu', 'We', 'Th'],
        opens: i % 2 ? '08:30' : '09:00',
        closes: i % 2 ? '21:00' : '20:00',
      },
      services,
      categories,
      // a few hundred metres from the town's centre, each its own
      lat: Math.round((lat + ((i % 7) - 3) * 0.0021) * 1e5) / 1e5,
      lng: Math.round((lng + ((i % 5) - 2) * 0.0023) * 1e5) / 1e5,
      listed: true,
      authNumber: `TBD-2025-${String(i + 1).padStart(4, '0')}`,
    };
  });
  TRUCK_HUBS.forEach((hub, i) => {
    const d = DISTRICT_DETAILS.find((x) => x.name === hub.district)!;
    bodies.push({
      name: hub.name[0],
      nameBn: hub.name[1],
      district: hub.district,
      upazila: hub.upazila[0],
      upazilaBn: hub.upazila[1],
      address: `${hub.road[0]}, ${hub.district}`,
      addressBn: `${hub.road[1]}, ${d.bn}`,
      phones: [`0171${String(5_550_100 + i * 1_111)}`, `0181${String(9_990_200 + i * 2_222)}`],
      email: '',
      hours: { days: ['Sa', 'Su', 'Mo', 'Tu', 'We', 'Th', 'Fr'], opens: '07:00', closes: '23:00' },
      services: ['fitting', 'balancing', 'alignment', 'tube-repair', 'truck-tyres'],
      categories: ['truck-bus', 'suv-light-truck', 'tractor-farm'],
      lat: hub.at[0],
      lng: hub.at[1],
      listed: true,
      authNumber: `TBD-2025-${String(DISTRICT_DETAILS.length + i + 1).padStart(4, '0')}`,
    });
  });
  return bodies;
}

/** Loads the demo dealers (after the categories they stock). */
export async function seedDemoDealers(service: DealersService): Promise<void> {
  for (const body of demoDealers()) await service.create(body, { demo: true });
}
