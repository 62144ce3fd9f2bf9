import { Router } from 'express';
import { z } from 'zod';
import { createNewsBodySchema, objectIdSchema, pageQuerySchema } from '@tyre/contracts';
import type { ApiModule, AppContext } from '../../context';
import { filesNamedIn } from '../../lib/files/file-sweep';
import { upload } from '../../lib/files/upload';
import { AppError } from '../../lib/http/errors';
import { handle, sendPage } from '../../lib/http/handle';
import { renderDemoImage } from '../../seed/demo-image';
import { newsCollection } from './news.repository';

const idParams = z.object({ id: objectIdSchema });
/** News images are shown at 455 x 277 (spec); lists use a smaller card. */
const NEWS_VARIANTS = [{ suffix: 'card', width: 455, height: 277 }];

export function newsModule(ctx: AppContext): ApiModule {
  const col = newsCollection(ctx.store);
  const router = Router();

  router.get(
    '/news',
    handle({ query: pageQuerySchema }, async ({ query }, _req, res) => {
      const [items, total] = await Promise.all([
        col.find({}, { sort: { createdAt: -1 }, skip: query.page * query.size, limit: query.size }),
        col.count({}),
      ]);
      return sendPage(res, items, total);
    }),
  );

  router.get(
    '/news/:id',
    handle({ params: idParams }, async ({ params }) => {
      const doc = await col.findById(params.id);
      if (!doc) throw new AppError('not_found', 'News post not found');
      return doc;
    }),
  );

  router.post(
    '/news',
    ...ctx.guards.requireAdmin,
    ...upload({ fields: [{ name: 'file', accept: ['image'], required: true }] }),
    handle({ body: createNewsBodySchema }, async ({ body }, req, res) => {
      const saved = await ctx.files.saveImage(req.uploads!.file![0]!, { variants: NEWS_VARIANTS });
      const now = new Date().toISOString();
      const doc = await col.insertOne({
        ...body,
        image: saved.name,
        thumbnail: saved.variants.card!,
        createdAt: now,
        updatedAt: now,
      });
      res.status(201);
      return { message: 'News created', _id: doc._id };
    }),
  );

  router.delete(
    '/news/:id',
    ...ctx.guards.requireAdmin,
    handle({ params: idParams }, async ({ params }) => {
      const doc = await col.deleteOne({ _id: params.id });
      if (!doc) throw new AppError('not_found', 'News post not found');
      await ctx.files.remove(doc.image, ['card']);
      return { message: 'News deleted' };
    }),
  );

  return {
    name: 'news',
    router,
    referencedFiles: () => filesNamedIn(col, ['image', 'thumbnail']),
    seedDemo: async () => {
      const posts = [
        [
          'New monsoon-grip motorcycle tyres reach all 64 districts',
          'Our new rain-ready tread for 100-150 cc bikes is now in stock with dealers across the country. The deeper grooves clear water faster on wet city roads and highways.',
        ],
        [
          'Free tyre check camp at Gazipur this Friday',
          'Bring your CNG auto-rickshaw, car or motorcycle: our engineers check pressure, tread depth and alignment for free, from 9 am to 5 pm.',
        ],
        [
          'How to read the size on your tyre',
          'A car tyre marked 195/65 R15 91H is 195 mm wide, its sidewall is 65% of the width, it is radial, fits a 15-inch rim, carries 615 kg and is rated for 210 km/h.',
        ],
        [
          'Truck & bus radial range expands with 11R22.5',
          'Fleet owners on the Dhaka-Chattogram highway can now buy our long-haul radial in 11R22.5 through every regional dealer.',
        ],
        [
          'Dealer meet 2026 in Chattogram',
          'More than 200 dealers joined our yearly meet to see the new ranges and share what riders and drivers ask for.',
        ],
      ];
      let t = Date.now() - posts.length * 86_400_000;
      for (const [i, [title, desc]] of posts.entries()) {
        const png = await renderDemoImage({
          width: 910,
          height: 554,
          title: title!.split(' ').slice(0, 4).join(' '),
          hue: (i * 67) % 360,
          tyre: true,
        });
        const saved = await ctx.files.saveImage(png, { variants: NEWS_VARIANTS });
        t += 86_400_000;
        const at = new Date(t).toISOString();
        await col.insertOne({
          title: title!,
          desc: desc!,
          image: saved.name,
          thumbnail: saved.variants.card!,
          createdAt: at,
          updatedAt: at,
        });
      }
    },
  };
}
