import type { AuthResponse, Category, Product, TyreRange, TyreSize } from '@tyre/contracts';
import { pngBytes, startTestApi, type TestApi, type TestResponse } from './test-api';

export type FormValue = string | number | string[];

/** A multipart form: repeated values for lists, files as PNG/other buffers. */
export function form(
  fields: Record<string, FormValue>,
  files: Record<string, Buffer | Buffer[]> = {},
): FormData {
  const fd = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) fd.append(key, String(v));
  }
  for (const [key, value] of Object.entries(files)) {
    for (const [i, buf] of (Array.isArray(value) ? value : [value]).entries()) {
      fd.append(key, new Blob([new Uint8Array(buf)]), `${key}-${i}.png`);
    }
  }
  return fd;
}

/** Builds catalogue data through the real API as the admin. */
export class CatalogFixtures {
  private n = 0;
  constructor(
    private readonly api: Pick<TestApi, 'call'>,
    private readonly token: string,
  ) {}

  private expect(res: TestResponse, status: number) {
    if (res.status !== status)
      throw new Error(`expected ${status}, got ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body;
  }

  async category(name = `Category ${++this.n}`): Promise<Category> {
    return this.expect(await this.api.call('POST', '/category', { token: this.token, body: { name } }), 201);
  }

  async size(category: Category, label: string): Promise<TyreSize> {
    return this.expect(
      await this.api.call('POST', '/size', { token: this.token, body: { label, category: category.slug } }),
      201,
    );
  }

  async range(category: Category, name = `Range ${++this.n}`, image?: Buffer): Promise<TyreRange> {
    const files: Record<string, Buffer> = image ? { image } : {};
    return this.expect(
      await this.api.call('POST', '/tires', {
        token: this.token,
        form: form({ name, category: category.slug, features: ['Grip'] }, files),
      }),
      201,
    );
  }

  /** The form fields of a valid product of that category and size. */
  productFields(
    category: Category,
    size: TyreSize,
    overrides: Record<string, FormValue> = {},
  ): Record<string, FormValue> {
    return {
      title: `Test tyre ${++this.n} ${size.label}`,
      category: category.slug,
      tyreSize: size._id,
      construction: 'bias',
      tubeType: 'TT',
      regularPrice: '2500',
      stock: '10',
      shippingInsideDhaka: '80',
      shippingOutsideDhaka: '150',
      ...overrides,
    };
  }

  async product(
    category: Category,
    size: TyreSize,
    overrides: Record<string, FormValue> = {},
    files?: Record<string, Buffer | Buffer[]>,
  ): Promise<Product> {
    const body = form(
      this.productFields(category, size, overrides),
      files ?? { thumbnail: await pngBytes() },
    );
    return this.expect(await this.api.call('POST', '/products', { token: this.token, form: body }), 201);
  }
}

export interface CatalogTestContext {
  api: TestApi;
  admin: string;
  customer: AuthResponse;
  fx: CatalogFixtures;
}

/** The API with an admin token, one customer and fixtures: what every catalogue test file starts from. */
export async function startCatalogApi(env: Record<string, string> = {}): Promise<CatalogTestContext> {
  const api = await startTestApi(env);
  const admin = await api.adminToken();
  return { api, admin, customer: await api.customer(), fx: new CatalogFixtures(api, admin) };
}
