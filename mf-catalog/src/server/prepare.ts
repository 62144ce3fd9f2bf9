// What the catalogue tells the shell's server about its pages before they are painted
// (contracts first-paint.ts): each screen's first API request, made from the same input functions
// the screen uses (so a screen that changes its request changes the page's early request with
// it, and no other app needs a change), where its largest picture is, the page's head for link
// crawlers, and the storage key that makes a visitor's finder differ from the server's paint.
import type { Product, ProductCard, TyreRange } from '@tyre/contracts';
import type { AskApi, EarlyPicture, PageQuestion, PreparedPage } from '@tyre/contracts/first-paint';
import { localized } from '@tyre/contracts/localized';
import {
  answerBody,
  apiPathOf,
  previewSize,
  recordHead,
  recordKey,
  routerPath,
  unknownRecord,
} from '@tyre/web-kit/first-paint/server';
import { sizeFinderInput, vehicleFitmentInput } from '../features/finder/finder-input';
import { myVehicleStorageKey } from '../features/finder/my-vehicle-key';
import { gallerySizes } from '../features/products/components/product-gallery';
import { productListInput } from '../features/products/product-list-input';
import { finderTab } from '../utils/vehicle-url';
import { vehicleChoice } from '../utils/vehicle-params';
import { headTexts, productSummary, rangeSummary } from './head-texts';

/** The first card's picture (web-kit ProductCard: `fileUrl(thumbnailImage)`). */
const firstCard: EarlyPicture = { src: ['0.thumbnailImage'] };

export async function prepare(question: PageQuestion, askApi: AskApi): Promise<PreparedPage | null> {
  if (question.module !== './routes') return null;
  const path = routerPath(question.path);
  const params = new URLSearchParams(question.search);
  const { lang } = question;
  const words = headTexts[lang];
  const ownState = [myVehicleStorageKey];

  if (path === '/products') {
    // the list's first page for crawlers (the canonical address has no filters), its own page early
    const firstPage = apiPathOf('GET /products', { query: productListInput(new URLSearchParams()) });
    const cards = answerBody<ProductCard[]>(await askApi(firstPage));
    return {
      early: { path: apiPathOf('GET /products', { query: productListInput(params) }), picture: firstCard },
      head: {
        ...words.products,
        structured: Array.isArray(cards)
          ? [
              {
                type: 'itemList',
                items: cards.map((card) => [
                  `/products/${encodeURIComponent(card.slug)}`,
                  localized(card, 'title', lang),
                ]),
              },
            ]
          : [],
      },
      ownState,
    };
  }

  if (path === '/finder') {
    let early: PreparedPage['early'] = null;
    if (finderTab(params) === 'vehicle') {
      // with a vehicle, its tyres (its first size's first card is the first picture); without
      // one the form asks its lists, nothing big
      const { vehicle, year } = vehicleChoice(params);
      if (vehicle)
        early = {
          path: apiPathOf('GET /vehicles/fitment', { query: vehicleFitmentInput({ vehicle, year }) }),
          picture: { src: ['fitments.0.size.products.0.thumbnailImage'] },
        };
    } else {
      early = {
        path: apiPathOf('GET /products/finder', { query: sizeFinderInput(params) }),
        picture: firstCard,
      };
    }
    return { early, head: words.finder, ownState };
  }

  const slug = recordKey(path, 'products');
  if (slug === null) return unknownRecord;
  if (slug !== undefined) {
    // ProductDetailPage → getProduct(slug) (the router hands the slug decoded); its gallery shows
    // the thumbnail's detail size with a 400w/1000w srcset
    const product = apiPathOf('GET /products/:slug', { params: { slug } });
    return {
      early: {
        path: product,
        picture: {
          src: ['thumbnail.detail'],
          srcset: [
            ['thumbnail.thumb', '400w'],
            ['thumbnail.detail', '1000w'],
          ],
          sizes: gallerySizes,
        },
      },
      head: recordHead<Product>(await askApi(product), (found) => {
        const title = localized(found, 'title', lang);
        return {
          title,
          description: localized(found, 'description', lang) || productSummary(found),
          type: 'product',
          image: found.thumbnail?.preview
            ? { file: found.thumbnail.preview, ...previewSize, alt: found.title }
            : found.thumbnailImage
              ? { file: found.thumbnailImage, width: 400, height: 400, alt: found.title }
              : null,
          price: found.price,
          structured: [
            { type: 'product', product: found },
            {
              type: 'breadcrumbs',
              steps: [
                [words.tyres, '/products'],
                [title, null],
              ],
            },
          ],
        };
      }),
      ownState,
    };
  }

  const range = recordKey(path, 'tire');
  if (range === null) return unknownRecord;
  if (range !== undefined) {
    const answer = await askApi(apiPathOf('GET /tires/:slug', { params: { slug: range } }));
    return {
      head: recordHead<TyreRange>(answer, (found) => {
        const name = localized(found, 'name', lang);
        return {
          title: name,
          description: localized(found, 'description', lang) || rangeSummary(found),
          image: found.image?.preview
            ? { file: found.image.preview, ...previewSize, alt: found.name }
            : found.image?.thumb
              ? { file: found.image.thumb, width: 400, height: 400, alt: found.name }
              : null,
          structured: [
            {
              type: 'breadcrumbs',
              steps: [
                [words.tyres, '/products'],
                [name, null],
              ],
            },
          ],
        };
      }),
      ownState,
    };
  }
  return null;
}
