import { renderScene, type SceneKind } from '../../seed/scene';
import type { BannersService } from './banners.service';

/** Three banners drawn as scenes (no words baked in: the title is text over the picture). */
const DEMO_BANNERS: { title: string; titleBn: string; link: string; scene: SceneKind }[] = [
  {
    title: 'Monsoon grip for every ride',
    titleBn: 'বর্ষায় প্রতিটি যাত্রায় মজবুত গ্রিপ',
    link: '/news',
    scene: 'highway',
  },
  {
    title: 'Find the right size in seconds',
    titleBn: 'কয়েক সেকেন্ডে সঠিক সাইজ খুঁজে নিন',
    link: '/products',
    scene: 'shop',
  },
  { title: 'Become a dealer', titleBn: 'ডিলার হোন', link: '/dealer', scene: 'meet' },
];

export async function seedDemoBanners(service: BannersService): Promise<void> {
  for (const [i, b] of DEMO_BANNERS.entries()) {
    const png = await renderScene({ width: 1920, height: 640, kind: b.scene, seed: 20 + i });
    await service.create({ title: b.title, titleBn: b.titleBn, link: b.link, active: true }, png);
  }
}
