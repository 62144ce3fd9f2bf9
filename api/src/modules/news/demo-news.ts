import { renderScene, type SceneKind } from '../../seed/scene';
import { renderTyreShot } from '../../seed/tyre-shot';
import { DEMO_RANGES } from '../tyre-ranges/demo-ranges';
import type { NewsService } from './news.service';

/** Five demo posts, one a day up to yesterday, each with an illustrated scene (or a sidewall for the size guide); paragraphs are separated by blank lines. */
export const DEMO_NEWS: {
  title: string;
  desc: string;
  titleBn?: string;
  descBn?: string;
  scene: SceneKind | 'sidewall';
}[] = [
  {
    title: 'New monsoon-grip motorcycle tyres reach all 64 districts',
    titleBn: 'বর্ষার জন্য নতুন মোটরসাইকেল টায়ার এখন ৬৪ জেলায়',
    descBn: [
      '১০০-১৫০ সিসি মোটরসাইকেলের জন্য আমাদের নতুন বর্ষা-উপযোগী টায়ার এখন পঞ্চগড় থেকে কক্সবাজার পর্যন্ত সব ৬৪ জেলার ডিলারদের কাছে পাওয়া যাচ্ছে।',
      'গভীর ও চওড়া খাঁজ টায়ারের নিচ থেকে পানি সরিয়ে দেয়, তাই ভেজা রাস্তায় ব্রেক আরও নিরাপদ হয়।',
      'আপনার ডিলারের কাছে ২.৭৫-১৭, ৮০/১০০-১৭ এবং ৯০/৯০-১৭ সাইজ চান; দাম আগের মতোই।',
    ].join('\n\n'),
    scene: 'shop',
    desc: [
      'Our new rain-ready tread for 100-150 cc motorcycles is now in stock with dealers in all 64 districts, from Panchagarh to Cox’s Bazar. The first lots reached Dhaka, Chattogram and Sylhet last month; the river districts of the south followed this week.',
      'The pattern has deeper, wider grooves that push water out from under the tyre instead of riding on it. In our tests on wet roads in Gazipur, a 100/90-17 stopped about a bike length shorter from 50 km/h than our previous commuter tread.',
      'The compound stays soft when the road is cold and wet after a downpour, yet it is made to last: riders who cover 60 km a day on city roads should expect more than a year of use from a rear tyre.',
      'Ask your dealer for the RoadGrip monsoon sizes 2.75-17, 80/100-17 and 90/90-17. Tube type and tubeless versions sell at the same price as before the launch.',
    ].join('\n\n'),
  },
  {
    title: 'Free tyre check camp at Gazipur this Friday',
    titleBn: 'এই শুক্রবার গাজীপুরে বিনামূল্যে টায়ার পরীক্ষা ক্যাম্প',
    descBn: [
      'এই শুক্রবার সকাল ৯টা থেকে বিকেল ৫টা পর্যন্ত গাজীপুর চৌরাস্তা বাসস্ট্যান্ডে আপনার সিএনজি, গাড়ি বা মোটরসাইকেল নিয়ে আসুন। কিছু কিনতে হবে না।',
      'আমাদের প্রকৌশলীরা বাতাসের চাপ, ট্রেডের গভীরতা এবং সাইডওয়ালের কাটা বা ফোলা পরীক্ষা করবেন।',
    ].join('\n\n'),
    scene: 'camp',
    desc: [
      'Bring your CNG auto-rickshaw, car or motorcycle to our free tyre check camp at the Chowrasta bus stand, Gazipur, this Friday from 9 am to 5 pm. No purchase is needed and there is no queue ticket: just ride in.',
      'Our engineers check air pressure, tread depth, uneven wear and cuts or bulges in the sidewall, and they look at wheel alignment on cars and three-wheelers. Each driver goes home with a short card of what was found and what to do about it.',
      'Most tyres we see at these camps are under-inflated. A tyre that runs 20% below its pressure wears out its shoulders quickly, heats up on long runs and uses more fuel. Checking the pressure once a week, when the tyres are cold, costs nothing and adds months of life.',
      'Camps in Narayanganj, Savar and Cumilla follow in the coming weeks; the dates will be posted here.',
    ].join('\n\n'),
  },
  {
    title: 'How to read the size on your tyre',
    titleBn: 'টায়ারের গায়ের সাইজ কীভাবে পড়বেন',
    descBn: [
      'প্রতিটি টায়ারের সাইডওয়ালে তার সাইজ ছাপা থাকে। ১৯৫/৬৫ R১৫ ৯১H লেখা গাড়ির টায়ারের মানে: টায়ারটি ১৯৫ মিমি চওড়া, সাইডওয়ালের উচ্চতা চওড়ার ৬৫%, R মানে রেডিয়াল গঠন, আর এটি ১৫ ইঞ্চি রিমে লাগে।',
      'শেষ অংশটি সার্ভিস বিবরণ। ৯১ হলো লোড ইনডেক্স: প্রতিটি টায়ার ৬১৫ কেজি পর্যন্ত ভার বইতে পারে। H হলো গতির মান: ঘণ্টায় ২১০ কিমি পর্যন্ত। টায়ার বদলালে একই সাইজের এবং অন্তত একই লোড ইনডেক্স ও গতির মানের টায়ার নিন।',
      'মোটরসাইকেলের সাইজ দুই রকমে লেখা হয়। ৯০/৯০-১৭ গাড়ির সাইজের মতোই পড়া হয়; পুরনো ধরনের ২.৭৫-১৭ ইঞ্চিতে চওড়া (২.৭৫) আর রিম (১৭) বলে। থ্রি-হুইলারের টায়ারে সাধারণত ৪.০০-৮ লেখা থাকে।',
      'নিশ্চিত না হলে এই সাইটের টায়ার ফাইন্ডার ব্যবহার করুন: গাড়ির ধরন ও রিমের সাইজ বেছে নিন, মানানসই টায়ারগুলো দেখিয়ে দেবে।',
    ].join('\n\n'),
    scene: 'sidewall',
    desc: [
      'Every tyre carries its size moulded into the sidewall. A car tyre marked 195/65 R15 91H reads like this: it is 195 mm wide, its sidewall is 65% as tall as the tyre is wide, R means radial construction, and it fits a 15-inch rim.',
      'The last part is the service description. 91 is the load index: each tyre may carry up to 615 kg. H is the speed rating: up to 210 km/h. Replace a tyre with one of the same size and at least the same load index and speed rating.',
      'Motorcycle sizes come in two styles. 90/90-17 works like a car size (90 mm wide, 90% profile, 17-inch rim). The older 2.75-17 gives the width in inches, 2.75, and the rim, 17. Three-wheeler tyres are usually marked 4.00-8: a 4-inch wide tyre for an 8-inch rim.',
      'Trucks use both systems: 10.00-20 for bias tyres and 11R22.5 or 295/80 R22.5 for radials. If you are not sure, use the tyre finder on this site: pick your vehicle type and rim size, and it lists the tyres that fit.',
    ].join('\n\n'),
  },
  {
    title: 'Truck & bus radial range expands with 11R22.5',
    titleBn: 'ট্রাক ও বাসের রেডিয়াল টায়ারে এল ১১আর২২.৫',
    descBn: [
      'ঢাকা–চট্টগ্রাম মহাসড়কের ফ্লিট মালিকেরা এখন প্রতিটি আঞ্চলিক ডিলারের কাছে আমাদের দূরপাল্লার হাইওয়ে এইচডি রেডিয়াল ১১আর২২.৫ সাইজে কিনতে পারবেন।',
      'স্টিলের কেসিংয়ে তৈরি এই টায়ার দুই-তিনবার রিট্রেড করা যায়, তাই প্রথম ট্রেড ক্ষয়ে যাওয়ার পরও কিলোমিটারপ্রতি খরচ কমতে থাকে।',
      'ঢাকা, কুমিল্লা, ফেনী ও চট্টগ্রামের ডিলারদের কাছে এখন স্টক আছে। ফ্লিট ক্রেতারা একই কাউন্টারে বেশি পরিমাণের দাম ও কেসিং পরীক্ষার কথা জানতে পারবেন।',
    ].join('\n\n'),
    scene: 'highway',
    desc: [
      'Fleet owners on the Dhaka–Chattogram highway can now buy our long-haul Highway HD radial in 11R22.5 through every regional dealer. The size joins the 10.00R20 and 295/80 R22.5 already in the range.',
      'The tyre is built on a steel casing that can be retreaded two or three times, so the cost per kilometre keeps falling long after the first tread is worn. Its rib pattern suits steer and trailer axles and keeps heat low on the long run between the Kanchpur bridge and the port.',
      'Transport companies running covered vans and intercity buses tested the size for six months. Their drivers reported even wear across the tread and no heat separation, even on fully loaded summer runs.',
      'Dealers in Dhaka, Cumilla, Feni and Chattogram hold stock now. Fleet buyers can ask about volume prices and casing checks at the same counters.',
    ].join('\n\n'),
  },
  {
    title: 'Dealer meet 2026 in Chattogram',
    titleBn: 'চট্টগ্রামে ডিলার সম্মেলন ২০২৬',
    descBn: [
      'সারা দেশের ২০০-র বেশি ডিলার চট্টগ্রামে আমাদের বার্ষিক সম্মেলনে যোগ দিয়ে নতুন টায়ারগুলো কাছ থেকে দেখেছেন এবং কাউন্টারে চালক ও কৃষকেরা কী চান তা জানিয়েছেন।',
      'বিকেলে রাজশাহী ও রংপুরের ডিলারেরা বোরো মৌসুমের আগে আরও ট্রাক্টর ও পাওয়ার টিলারের সাইজ চেয়েছেন; দুটোই এখন আগামী প্রান্তিকের পরিকল্পনায় আছে।',
      'বছরের সেরা ডিলারদের মঞ্চে ধন্যবাদ জানানো হয়। আগামী বছরের সম্মেলন হবে খুলনায়।',
    ].join('\n\n'),
    scene: 'meet',
    desc: [
      'More than 200 dealers from across the country joined our yearly meet in Chattogram to see the new ranges up close and share what riders, drivers and farmers ask for at their counters.',
      'The day opened with the new monsoon motorcycle tread and the 11R22.5 truck radial. Our engineers showed cut tyres of both, so dealers could see the grooves, the casing and the steel belts for themselves.',
      'In the afternoon dealers from Rajshahi and Rangpur asked for more tractor and power tiller sizes ahead of the boro season, and three-wheeler dealers asked for faster restocking of 4.00-8 tyres. Both are now on our plan for the coming quarter.',
      'The best-performing dealers of the year were thanked on stage, and the meet closed with dinner by the Karnaphuli. Next year’s meet will be held in Khulna.',
    ].join('\n\n'),
  },
];

export async function seedDemoNews(service: NewsService): Promise<void> {
  let t = Date.now() - DEMO_NEWS.length * 86_400_000;
  for (const [i, post] of DEMO_NEWS.entries()) {
    const png =
      post.scene === 'sidewall'
        ? await renderTyreShot({ width: 910, height: 554, look: DEMO_RANGES[5]!.look, view: 'side', seed: i })
        : await renderScene({ width: 910, height: 554, kind: post.scene, seed: i + 1 });
    t += 86_400_000;
    await service.create(
      { title: post.title, desc: post.desc, titleBn: post.titleBn, descBn: post.descBn },
      png,
      new Date(t).toISOString(),
    );
  }
}
