import { Router } from 'express';
import { contactInfoSchema, type ContactInfo } from '@tyre/contracts';
import type { ApiModule, AppContext } from '../../context';
import { handle } from '../../lib/http/handle';

interface ContactDoc extends ContactInfo {
  _id: string;
}

const CONTACT_ID = 'contact';

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

const EMPTY: ContactInfo = { blurb: '', offices: [], phones: [], email: '', social: [] };

/** GET /contact for everyone; PUT /contact for admins. */
export function contactModule(ctx: AppContext): ApiModule {
  const col = ctx.store.collection<ContactDoc>('settings');
  const router = Router();
  const read = async (): Promise<ContactInfo> => {
    const doc = await col.findById(CONTACT_ID);
    if (!doc) return EMPTY;
    const { _id, ...info } = doc;
    void _id;
    return info;
  };
  router.get(
    '/contact',
    handle({}, async (_i, _req, res) => {
      res.setHeader('Cache-Control', 'public, max-age=300');
      return read();
    }),
  );
  router.put(
    '/contact',
    ...ctx.guards.requireAdmin,
    handle({ body: contactInfoSchema }, async ({ body }) => {
      if (await col.findById(CONTACT_ID)) await col.updateOne({ _id: CONTACT_ID }, { $set: body });
      else await col.insertOne({ _id: CONTACT_ID, ...body });
      return read();
    }),
  );
  return {
    name: 'contact',
    router,
    seedDemo: async () => {
      if (!(await col.findById(CONTACT_ID))) await col.insertOne({ _id: CONTACT_ID, ...DEMO_CONTACT });
    },
  };
}
