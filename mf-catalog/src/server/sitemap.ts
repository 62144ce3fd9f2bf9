// The catalogue's addresses for the sitemap (contracts first-paint.ts `PageRenderer.sitemap`): its
// list and finder, every active product and every tyre range, each with its last change.
import type { ProductCard, TyreRange } from '@tyre/contracts';
import { CATALOG_PAGE_MAX } from '@tyre/contracts/constants';
import type { ApiReader, SitemapPath } from '@tyre/contracts/first-paint';
import { apiPathOf } from '@tyre/web-kit/first-paint/server';

export async function sitemap(api: ApiReader): Promise<SitemapPath[]> {
  const [products, ranges] = await Promise.all([
    // the catalogue's largest page
    api.readAll(apiPathOf('GET /products', { query: {} }), CATALOG_PAGE_MAX) as Promise<ProductCard[]>,
    api.read(apiPathOf('GET /tires')).then((answer) => JSON.parse(answer.body) as TyreRange[]),
  ]);
  return [
    { path: '/products' },
    { path: '/finder' },
    ...products.map((product) => ({
      path: `/products/${encodeURIComponent(product.slug)}`,
      lastmod: product.updatedAt,
    })),
    ...ranges.map((range) => ({ path: `/tire/${encodeURIComponent(range.slug)}`, lastmod: range.updatedAt })),
  ];
}
