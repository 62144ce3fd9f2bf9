// Lighthouse's SEO category (the `lighthouse` package, 12.x: 13 needs Node 22) on the production
// build with the demo data, driving Debian's Chromium: the public pages a shopper finds through a
// search engine or a shared link, in English and in Bangla (`?lang=bn`). Prints each page's score
// and the audits that did not pass; exits 1 when a page scores below 100.
// `pnpm bench:seo` (needs `pnpm build`); also a step of `pnpm bench`.
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { startBuiltSite } from './built-site';

const DEBUG_PORT = Number(process.env.BENCH_DEBUG_PORT ?? 9333);

async function main() {
  const site = await startBuiltSite('seo');
  const browser = await chromium.launch(site.chromiumOptions(`--remote-debugging-port=${DEBUG_PORT}`));
  let worst = 100;
  try {
    const get = async <T>(path: string) => (await (await fetch(site.apiUrl + path)).json()) as T;
    const [product] = await get<{ slug: string }[]>('/products?size=1');
    const [story] = await get<{ _id: string }[]>('/news?size=1');
    const [job] = await get<{ slug: string }[]>('/job');
    const pages = [
      '/',
      '/products',
      `/products/${encodeURIComponent(product!.slug)}`,
      '/news',
      `/news/${story!._id}`,
      '/career',
      `/jobs/${encodeURIComponent(job!.slug)}`,
    ];
    console.log('page | language | SEO score | audits not passed');
    console.log('--- | --- | ---: | ---');
    for (const path of pages) {
      for (const language of ['en', 'bn'] as const) {
        const url = `${site.shellUrl}${path}?lang=${language}`;
        const result = await lighthouse(url, {
          port: DEBUG_PORT,
          onlyCategories: ['seo'],
          output: 'json',
          logLevel: 'error',
        });
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
        const score = Math.round((lhr.categories.seo?.score ?? 0) * 100);
        worst = Math.min(worst, score);
        const failed = (lhr.categories.seo?.auditRefs ?? [])
          .map((ref) => lhr.audits[ref.id])
          .filter((audit) => audit && audit.score !== null && audit.score < 1)
          .map((audit) => audit!.id);
        console.log(`${path} | ${language} | ${score} | ${failed.join(', ') || '—'}`);
      }
    }
  } finally {
    await browser.close();
    await site.stop();
  }
  if (worst < 100) {
    console.error(`SEO below 100 (lowest ${worst})`);
    process.exitCode = 1;
  }
}

await main();
