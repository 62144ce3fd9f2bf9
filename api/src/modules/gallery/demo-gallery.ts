import { renderScene, type SceneKind } from '../../seed/scene';
import type { GalleryService } from './gallery.service';

const DEMO_PICTURES: { caption: string; scene: SceneKind; width: number; height: number }[] = [
  { caption: 'Dealer meet 2026, Chattogram', scene: 'meet', width: 1200, height: 800 },
  { caption: 'Free tyre check camp, Gazipur', scene: 'camp', width: 1200, height: 800 },
  { caption: 'Our service counter in Banani', scene: 'shop', width: 900, height: 1200 },
  {
    caption: 'Highway HD radials on the Dhaka–Chattogram highway',
    scene: 'highway',
    width: 1600,
    height: 900,
  },
  { caption: 'Power tiller tyres before the boro season', scene: 'field', width: 1200, height: 800 },
  { caption: 'A dealer’s shop in Bogura', scene: 'shop', width: 1200, height: 800 },
  { caption: 'Tyre check camp, Narayanganj', scene: 'camp', width: 1000, height: 1000 },
  { caption: 'Three-wheeler tyres on the way to Rangpur', scene: 'highway', width: 1200, height: 800 },
];

export async function seedDemoGallery(service: GalleryService): Promise<void> {
  const pictures = [];
  for (const [i, p] of DEMO_PICTURES.entries()) {
    pictures.push(await renderScene({ width: p.width, height: p.height, kind: p.scene, seed: 60 + i }));
  }
  await service.add(
    pictures,
    DEMO_PICTURES.map((p) => p.caption),
    new Date(Date.now() - 86_400_000).toISOString(),
  );
}
