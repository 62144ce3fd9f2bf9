import { renderScene, type SceneKind } from '../../seed/scene';
import type { GalleryService } from './gallery.service';

const DEMO_PICTURES: {
  caption: string;
  captionBn: string;
  scene: SceneKind;
  width: number;
  height: number;
}[] = [
  {
    caption: 'Dealer meet 2026, Chattogram',
    captionBn: 'ডিলার সম্মেলন ২০২৬, চট্টগ্রাম',
    scene: 'meet',
    width: 1200,
    height: 800,
  },
  {
    caption: 'Free tyre check camp, Gazipur',
    captionBn: 'বিনামূল্যে টায়ার পরীক্ষা ক্যাম্প, গাজীপুর',
    scene: 'camp',
    width: 1200,
    height: 800,
  },
  {
    caption: 'Our service counter in Banani',
    captionBn: 'বনানীতে আমাদের সার্ভিস কাউন্টার',
    scene: 'shop',
    width: 900,
    height: 1200,
  },
  {
    caption: 'Highway HD radials on the Dhaka–Chattogram highway',
    captionBn: 'ঢাকা–চট্টগ্রাম মহাসড়কে হাইওয়ে এইচডি রেডিয়াল',
    scene: 'highway',
    width: 1600,
    height: 900,
  },
  {
    caption: 'Power tiller tyres before the boro season',
    captionBn: 'বোরো মৌসুমের আগে পাওয়ার টিলারের টায়ার',
    scene: 'field',
    width: 1200,
    height: 800,
  },
  {
    caption: 'A dealer’s shop in Bogura',
    captionBn: 'বগুড়ায় এক ডিলারের দোকান',
    scene: 'shop',
    width: 1200,
    height: 800,
  },
  {
    caption: 'Tyre check camp, Narayanganj',
    captionBn: 'টায়ার পরীক্ষা ক্যাম্প, নারায়ণগঞ্জ',
    scene: 'camp',
    width: 1000,
    height: 1000,
  },
  {
    caption: 'Three-wheeler tyres on the way to Rangpur',
    captionBn: 'রংপুরের পথে থ্রি-হুইলারের টায়ার',
    scene: 'highway',
    width: 1200,
    height: 800,
  },
];

export async function seedDemoGallery(service: GalleryService): Promise<void> {
  const pictures = [];
  for (const [i, p] of DEMO_PICTURES.entries()) {
    pictures.push(await renderScene({ width: p.width, height: p.height, kind: p.scene, seed: 60 + i }));
  }
  await service.add(
    pictures,
    { caption: DEMO_PICTURES.map((p) => p.caption), captionBn: DEMO_PICTURES.map((p) => p.captionBn) },
    new Date(Date.now() - 86_400_000).toISOString(),
  );
}
