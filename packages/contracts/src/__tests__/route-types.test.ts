// What a client sends to a route is typed from the route's schemas (`RequestOf`, which types the
// web-kit client). These checks are types: `pnpm --filter ./packages/contracts typecheck` fails
// when one breaks; the runtime lines show that the API's schemas take what the types let through.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { finderQuerySchema, listProductsQuerySchema, pageQuerySchema } from '../index';
import type { Api, RequestOf } from '../routes';

type Request<K extends keyof Api> = RequestOf<Api[K]>;
type Query<K extends keyof Api> = NonNullable<Request<K>['query']>;

describe('the request types of the routes', () => {
  it('when a query has number fields (tidied by z.preprocess or z.coerce), then they are numbers, not unknown', () => {
    expectTypeOf<Query<'GET /products'>['page']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<Query<'GET /products'>['size']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<Query<'GET /products/finder'>['rim']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<Query<'GET /size'>['rim']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<Query<'GET /news'>['page']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<Query<'GET /orders/all'>['size']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<Query<'GET /reports/stock'>['threshold']>().toEqualTypeOf<number | undefined>();
    // the other fields keep their types
    expectTypeOf<Query<'GET /products'>['sort']>().toEqualTypeOf<
      'newest' | 'price-asc' | 'price-desc' | 'title' | undefined
    >();
    expectTypeOf<Query<'GET /products/finder'>['category']>().toEqualTypeOf<string | undefined>();
  });

  it('when a call sends a wrong type in a query, then it does not compile', () => {
    const products = (request: Request<'GET /products'>) => request;
    const finder = (request: Request<'GET /products/finder'>) => request;
    products({ query: { page: 1, size: 24, sort: 'price-asc' } });
    products({});
    finder({ query: { rim: 17, page: 0 } });
    // @ts-expect-error a page is a number
    products({ query: { page: 'one' } });
    // @ts-expect-error a rim is a number
    finder({ query: { rim: { $gt: 10 } } });
    // @ts-expect-error an unknown sort
    products({ query: { sort: 'cheapest' } });
  });

  it('when a body has number and list fields, then they are typed, and required fields stay required', () => {
    type Category = Request<'POST /category'>['body'];
    expectTypeOf<Category['sortOrder']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<Category['name']>().toEqualTypeOf<string>();
    // @ts-expect-error a category needs its name
    const nameless: Category = { sortOrder: 1 };
    void nameless;
    expectTypeOf<Request<'POST /size'>['body']['rim']>().toEqualTypeOf<number | undefined>();
    // a multipart route takes a form; params are the path's
    expectTypeOf<Request<'POST /products'>['body']>().toEqualTypeOf<FormData>();
    expectTypeOf<Request<'GET /products/:slug'>['params']>().toEqualTypeOf<{ slug: string }>();
  });

  it('when the API reads the numbers the types ask for, then its schemas take them as they are', () => {
    expect(listProductsQuerySchema.parse({ page: 2, size: 24 })).toMatchObject({ page: 2, size: 24 });
    expect(finderQuerySchema.parse({ rim: 17 })).toMatchObject({ rim: 17, page: 0, size: 8 });
    expect(pageQuerySchema.parse({ page: 3 })).toEqual({ page: 3, size: 20 });
  });
});
