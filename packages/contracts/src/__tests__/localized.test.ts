import { describe, expect, it } from 'vitest';
import {
  createCategoryBodySchema,
  createProductBodySchema,
  createTyreRangeBodySchema,
  listProductsQuerySchema,
  updateProductBodySchema,
  updateTyreRangeBodySchema,
} from '../index';
import { isBangla, localized } from '../localized';

const product = {
  title: 'Apollo Actigrip',
  titleBn: 'অ্যাপোলো অ্যাক্টিগ্রিপ',
  rangeName: null,
  rangeNameBn: null,
};

describe('localized', () => {
  it('when the language is Bangla and the twin has text, then the Bangla text is shown', () => {
    expect(localized(product, 'title', 'bn')).toBe('অ্যাপোলো অ্যাক্টিগ্রিপ');
    expect(localized(product, 'title', 'bn-BD')).toBe('অ্যাপোলো অ্যাক্টিগ্রিপ');
  });

  it('when the language is English, then the English text is shown', () => {
    expect(localized(product, 'title', 'en')).toBe('Apollo Actigrip');
    expect(localized(product, 'title', undefined)).toBe('Apollo Actigrip');
    expect(localized(product, 'title', 'bnx')).toBe('Apollo Actigrip');
  });

  it('when the Bangla twin is empty, blank or null, then the English text is shown', () => {
    expect(localized({ name: 'Car', nameBn: '' }, 'name', 'bn')).toBe('Car');
    expect(localized({ name: 'Car', nameBn: '  ' }, 'name', 'bn')).toBe('Car');
    expect(localized(product, 'rangeName', 'bn')).toBeNull();
  });

  it('when a field has no Bangla twin, then it does not typecheck', () => {
    // @ts-expect-error `slug` has no `slugBn`
    expect(localized({ slug: 'car' }, 'slug', 'bn')).toBe('car');
  });

  it('tells Bangla language tags apart', () => {
    expect([isBangla('bn'), isBangla('BN-bd'), isBangla('en'), isBangla(null)]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});

const productBody = {
  title: 'Apollo 90/90-17',
  category: 'motorcycle',
  tyreSize: 'aaaaaaaaaaaaaaaaaaaaaaaa',
  construction: 'bias',
  tubeType: 'TL',
  regularPrice: '4500',
  stock: '3',
  shippingInsideDhaka: '60',
  shippingOutsideDhaka: '120',
};

describe('Bangla fields of the catalogue', () => {
  it('when none is given on create, then they are empty', () => {
    expect(createTyreRangeBodySchema.parse({ name: 'Actigrip', category: 'car' })).toMatchObject({
      nameBn: '',
      descriptionBn: '',
    });
    expect(createProductBodySchema.parse(productBody)).toMatchObject({ titleBn: '', descriptionBn: '' });
    expect(createCategoryBodySchema.parse({ name: 'Car' }).nameBn).toBeUndefined();
  });

  it('when Bangla text is given, then it is kept trimmed, and an update may clear it with ""', () => {
    expect(
      createCategoryBodySchema.parse({ name: 'Car', nameBn: ' গাড়ির টায়ার ', descriptionBn: 'ক\nখ' }),
    ).toMatchObject({ nameBn: 'গাড়ির টায়ার', descriptionBn: 'ক\nখ' });
    expect(updateProductBodySchema.parse({ titleBn: '', descriptionBn: '' })).toEqual({
      titleBn: '',
      descriptionBn: '',
    });
  });

  it.each([
    ['a control character', { nameBn: 'টায়\u0007ার' }],
    ['a line break in the name', { nameBn: 'টায়ার\nটায়ার' }],
    ['one letter', { nameBn: 'ক' }],
    ['a name too long', { nameBn: 'ক'.repeat(81) }],
    ['a description with NUL', { descriptionBn: 'ক\u0000' }],
    ['a description too long', { descriptionBn: 'ক'.repeat(10_001) }],
  ])('when a Bangla field holds %s, then it is refused', (_, body) => {
    expect(updateTyreRangeBodySchema.safeParse(body).success).toBe(false);
  });

  it('when a product title in Bangla is too short, then it is refused', () => {
    expect(updateProductBodySchema.safeParse({ titleBn: 'কখ' }).success).toBe(false);
    expect(updateProductBodySchema.safeParse({ titleBn: 'কখগ' }).success).toBe(true);
  });

  it('when a search comes decomposed (NFD), then it is composed (NFC)', () => {
    const nfd = 'টায়ার'.normalize('NFD');
    expect(listProductsQuerySchema.parse({ search: nfd }).search).toBe('টায়ার'.normalize('NFC'));
  });
});

describe('Bangla text is stored composed', () => {
  it('when a Bangla name comes decomposed (NFD), then it is kept composed (NFC)', () => {
    const nfd = 'মোটরসাইকেল টায়ার'.normalize('NFD');
    expect(nfd).not.toBe(nfd.normalize('NFC'));
    expect(createCategoryBodySchema.parse({ name: 'Motorcycle', nameBn: nfd }).nameBn).toBe(
      nfd.normalize('NFC'),
    );
    expect(updateProductBodySchema.parse({ titleBn: nfd }).titleBn).toBe(nfd.normalize('NFC'));
  });
});
