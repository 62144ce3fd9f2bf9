import fs from 'node:fs';
import path from 'node:path';
import type {
  Banner,
  ContactInfo,
  DealerRequest,
  GalleryItem,
  Job,
  JobApplication,
  NewsPost,
} from '@tyre/contracts';
import { describe, expect, it } from 'vitest';
import { copyOfDemoStore } from '../../../test/demo-store';
import { previewOf } from '../../../test/preview';
import { startTestApi } from '../../../test/test-api';

describe('demo content', () => {
  it('when the demo data is loaded, then there are jobs (one closed), applications, dealer requests, banners, gallery pictures, a home video and messages, and a restart keeps every file they name', async () => {
    const dataDir = await copyOfDemoStore(); // seeded once per run
    try {
      let api = await startTestApi({ SEED_DEMO: 'true' }, dataDir);
      const admin = await api.adminToken();
      const get = async (route: string, token?: string) => (await api.call('GET', route, { token })).body;

      const open = (await get('/job')) as Job[];
      const all = (await get('/job?all=1', admin)) as Job[];
      expect(open).toHaveLength(4);
      expect(all.filter((j) => !j.open)).toHaveLength(1);
      const applications = (await get('/job/apply', admin)) as JobApplication[];
      expect(applications.length).toBeGreaterThanOrEqual(3);
      const dealers = (await get('/dealer', admin)) as DealerRequest[];
      expect(dealers.map((d) => d.fileKind).sort()).toEqual(['document', 'document', 'image']);
      const cv = await api.call('GET', `/files/${applications[0]!.cv}`, { token: admin });
      expect(cv.headers.get('content-type')).toBe('application/pdf');
      expect(String(cv.body).startsWith('%PDF-')).toBe(true);
      // every demo text has its Bangla twin
      for (const j of all) {
        for (const key of ['titleBn', 'descBn', 'locationBn', 'salaryBn', 'skillsBn', 'eduReqBn'] as const)
          expect(j[key], `${j.title}: ${key}`).toMatch(/[\u0980-\u09FF]/);
      }
      const banners = (await get('/banners')) as Banner[];
      expect(banners).toHaveLength(3);
      for (const b of banners) expect(b.titleBn).toMatch(/[\u0980-\u09FF]/);
      const gallery = (await get('/gallery')) as GalleryItem[];
      expect(gallery.length).toBeGreaterThanOrEqual(6);
      for (const g of gallery) expect(g.captionBn).toMatch(/[\u0980-\u09FF]/);
      const contact = (await get('/contact')) as ContactInfo;
      expect(contact.blurbBn).toMatch(/[\u0980-\u09FF]/);
      for (const o of contact.offices) expect(`${o.nameBn} ${o.addressBn}`).toMatch(/^[\u0980-\u09FF]/);
      expect((await get('/video/one')).provider).toBe('youtube');
      expect((await get('/contact/messages/counts', admin)).unread).toBeGreaterThan(0);
      const news = (await get('/news')) as NewsPost[];
      expect(news.length).toBeGreaterThanOrEqual(5);
      // a post with a Bangla title has Bangla text too (no English excerpt under a Bangla title)
      expect(news.some((n) => n.titleBn !== '')).toBe(true);
      for (const n of news) if (n.titleBn) expect(n.descBn, n.title).not.toBe('');
      // every demo banner and news post has its 1200 x 630 link-card preview
      for (const { preview } of [...banners, ...news]) {
        expect(await previewOf(api, preview), preview).toMatchObject({
          status: 200,
          format: 'webp',
          width: 1200,
          height: 630,
        });
      }
      await api.stop();

      // the start-up sweep keeps every file a record names (public and private)
      const dirs = ['public', 'private'].map((d) => path.join(dataDir, 'files', d));
      const anHourAgo = new Date(Date.now() - 3_600_000);
      const before = dirs.map((d) => fs.readdirSync(d).sort());
      for (const [i, d] of dirs.entries()) {
        for (const f of before[i]!) fs.utimesSync(path.join(d, f), anHourAgo, anHourAgo);
      }
      expect(before[1]!.length).toBeGreaterThanOrEqual(6);
      api = await startTestApi({ SEED_DEMO: 'true' }, dataDir);
      expect(dirs.map((d) => fs.readdirSync(d).sort())).toEqual(before);
      await api.stop();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});
