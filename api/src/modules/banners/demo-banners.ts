import { renderScene, type SceneKind } from '../../seed/scene';
import type { BannersService } from './banners.service';

/** Three banners drawn as scenes (no words baked in: the title is text over the picture). */
const DEMO_BANNERS: { title: string; link: string; scene: SceneKind }[] = [
  { title: 'Monsoon grip for every ride', link: '/news', scene: 'highway' },
  { title: 'Find the right size in seconds', link: '/products', scene: 'shop' },
  { title: 'Become a dealer', link: '/dealer', scene: 'meet' },
];

export async function seedDemoBanners(service: BannersService): Promise<void> {
  for (const [i, b] of DEMO_BANNERS.entries()) {
    const png = await renderScene({ width: 1920, height: 640, kind: b.scene, seed: 20 + i });
    await service.create({ title: b.title, link: b.link, active: true }, png);
  }
}
