import { renderDemoImage } from '../../seed/demo-image';
import type { NewsService } from './news.service';

/** Five demo posts, one a day up to yesterday, each with a drawn picture. */
export const DEMO_NEWS: { title: string; desc: string }[] = [
  {
    title: 'New monsoon-grip motorcycle tyres reach all 64 districts',
    desc: 'Our new rain-ready tread for 100-150 cc bikes is now in stock with dealers across the country. The deeper grooves clear water faster on wet city roads and highways.',
  },
  {
    title: 'Free tyre check camp at Gazipur this Friday',
    desc: 'Bring your CNG auto-rickshaw, car or motorcycle: our engineers check pressure, tread depth and alignment for free, from 9 am to 5 pm.',
  },
  {
    title: 'How to read the size on your tyre',
    desc: 'A car tyre marked 195/65 R15 91H is 195 mm wide, its sidewall is 65% of the width, it is radial, fits a 15-inch rim, carries 615 kg and is rated for 210 km/h.',
  },
  {
    title: 'Truck & bus radial range expands with 11R22.5',
    desc: 'Fleet owners on the Dhaka-Chattogram highway can now buy our long-haul radial in 11R22.5 through every regional dealer.',
  },
  {
    title: 'Dealer meet 2026 in Chattogram',
    desc: 'More than 200 dealers joined our yearly meet to see the new ranges and share what riders and drivers ask for.',
  },
];

export async function seedDemoNews(service: NewsService): Promise<void> {
  let t = Date.now() - DEMO_NEWS.length * 86_400_000;
  for (const [i, post] of DEMO_NEWS.entries()) {
    const png = await renderDemoImage({
      width: 910,
      height: 554,
      title: post.title.split(' ').slice(0, 4).join(' '),
      hue: (i * 67) % 360,
      tyre: true,
    });
    t += 86_400_000;
    await service.create(post, png, new Date(t).toISOString());
  }
}
