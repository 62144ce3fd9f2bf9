import { describe, expect, it } from 'vitest';
import { MAX_GALLERY_IMAGES } from '@tyre/contracts';
import { categoryOf, productOf, sizeOf } from '../../../../testing/fixtures';
import { newProduct, toValues, toWire } from '../product-form-mapping';
import { productFormProblems } from '../product-form-validation';

const moto = categoryOf('Motorcycle', 'motorcycle');
const size17 = sizeOf('90/90-17', 17, moto);

describe('the product form mapping', () => {
  it('when a product fills the form and is sent back unchanged, then the body carries its own fields', () => {
    const product = {
      ...productOf('RoadGrip 90/90-17 TT', moto, size17, 2),
      features: ['Deep grooves', 'Quiet'],
    };
    const wire = toWire(toValues(product));
    expect(wire).toMatchObject({
      title: 'RoadGrip 90/90-17 TT',
      slug: product.slug,
      category: moto._id,
      range: '',
      tyreSize: size17._id,
      regularPrice: '3200',
      discountPrice: '200',
      stock: '10',
      shippingInsideDhaka: '80',
      shippingOutsideDhaka: '150',
      features: ['Deep grooves', 'Quiet'],
      plyRating: '',
      status: 'active',
    });
    // the computed price is the API's, never sent
    expect(wire).not.toHaveProperty('price');
  });

  it('when selects are empty and features have blank lines, then empty selects are left out and lines trimmed', () => {
    const wire = toWire({
      ...newProduct,
      title: 'x',
      slug: '  ',
      features: ' a \n\n b ',
      regularPrice: null,
    });
    expect(wire.slug).toBeUndefined();
    expect(wire.category).toBeUndefined();
    expect(wire.tyreSize).toBeUndefined();
    expect(wire.features).toEqual(['a', 'b']);
    expect(wire.regularPrice).toBe('');
    expect(wire.discountPrice).toBe('0');
  });
});

describe('the product form checks', () => {
  it('when a create lacks category, size and thumbnail, then each is required', () => {
    expect(productFormProblems({ ...newProduct, regularPrice: 100 }, null)).toEqual({
      category: 'is required',
      tyreSize: 'is required',
      thumbnail: 'is required',
    });
  });

  it('when the discount is not below the regular price, then the discount is refused', () => {
    const product = toValues(productOf('A', moto, size17));
    expect(productFormProblems({ ...product, regularPrice: 100, discountPrice: 99 }, 0)).toEqual({});
    const problems = productFormProblems({ ...product, regularPrice: 100, discountPrice: 100 }, 0);
    expect(Object.keys(problems)).toEqual(['discountPrice']);
  });

  it('when an update keeps pictures and adds more than the gallery holds, then the gallery is refused', () => {
    const picked = Array.from({ length: 2 }, (_, i) => ({
      uid: String(i),
      name: `p${i}.png`,
      originFileObj: new File(['x'], `p${i}.png`, { type: 'image/png' }),
    }));
    const values = { ...toValues(productOf('A', moto, size17)), images: picked as never };
    expect(productFormProblems(values, MAX_GALLERY_IMAGES - 2).images).toBeUndefined();
    expect(productFormProblems(values, MAX_GALLERY_IMAGES - 1).images).toBe(
      `Gallery images must be at most ${MAX_GALLERY_IMAGES} pictures with the kept ones`,
    );
  });
});
