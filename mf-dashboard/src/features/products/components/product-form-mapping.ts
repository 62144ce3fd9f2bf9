// The product form's values and how they map to and from the API: a Product fills the form for
// an update, and the form's values travel as the fields of a multipart body.
import type { UploadFile } from 'antd';
import type { Product } from '@tyre/contracts';
import { linesOf } from '../../../lib/lines';
import { numberText, type WireFields } from '../../../lib/multipart';

type Amount = number | null | undefined;

export interface ProductValues {
  title?: string;
  titleBn?: string;
  slug?: string;
  category?: string;
  range?: string;
  rim?: number;
  tyreSize?: string;
  construction?: 'radial' | 'bias';
  tubeType?: 'TL' | 'TT';
  loadIndex?: string;
  speedRating?: string;
  plyRating?: Amount;
  pattern?: string;
  description?: string;
  descriptionBn?: string;
  features?: string;
  regularPrice?: Amount;
  discountPrice?: Amount;
  stock?: Amount;
  shippingInsideDhaka?: Amount;
  shippingOutsideDhaka?: Amount;
  status?: 'active' | 'draft';
  thumbnail?: UploadFile[];
  images?: UploadFile[];
}

export const productLabels = {
  title: 'Title',
  titleBn: 'Title (Bangla)',
  slug: 'Slug',
  category: 'Category',
  range: 'Tyre range',
  rim: 'Rim',
  tyreSize: 'Tyre size',
  construction: 'Construction',
  tubeType: 'Tube type',
  loadIndex: 'Load index',
  speedRating: 'Speed rating',
  plyRating: 'Ply rating',
  pattern: 'Pattern',
  description: 'Description',
  descriptionBn: 'Description (Bangla)',
  features: 'Features',
  regularPrice: 'Regular price',
  discountPrice: 'Discount',
  stock: 'Stock',
  shippingInsideDhaka: 'Shipping inside Dhaka',
  shippingOutsideDhaka: 'Shipping outside Dhaka',
  status: 'Status',
  thumbnail: 'Thumbnail image',
  images: 'Gallery images',
};

/** The form as the multipart body carries it: text, features repeated; empty selects left out. */
export const toWire = (v: ProductValues): WireFields => ({
  title: v.title ?? '',
  titleBn: v.titleBn ?? '',
  slug: v.slug?.trim() || undefined,
  category: v.category || undefined,
  range: v.range ?? '',
  tyreSize: v.tyreSize || undefined,
  construction: v.construction,
  tubeType: v.tubeType,
  loadIndex: v.loadIndex ?? '',
  speedRating: v.speedRating ?? '',
  plyRating: numberText(v.plyRating),
  pattern: v.pattern ?? '',
  description: v.description ?? '',
  descriptionBn: v.descriptionBn ?? '',
  features: linesOf(v.features),
  regularPrice: numberText(v.regularPrice),
  discountPrice: numberText(v.discountPrice),
  stock: numberText(v.stock),
  shippingInsideDhaka: numberText(v.shippingInsideDhaka),
  shippingOutsideDhaka: numberText(v.shippingOutsideDhaka),
  status: v.status,
});

/** The values of the create form. */
export const newProduct: ProductValues = {
  range: '',
  speedRating: '',
  construction: 'radial',
  tubeType: 'TL',
  status: 'active',
  discountPrice: 0,
  thumbnail: [],
  images: [],
};

/** A product's values in the update form (no picked files). */
export const toValues = (p: Product): ProductValues => ({
  title: p.title,
  titleBn: p.titleBn ?? '',
  slug: p.slug,
  category: p.categoryId,
  range: p.rangeId ?? '',
  rim: p.rim,
  tyreSize: p.sizeId,
  construction: p.construction,
  tubeType: p.tubeType,
  loadIndex: p.loadIndex ?? '',
  speedRating: p.speedRating ?? '',
  plyRating: p.plyRating,
  pattern: p.pattern ?? '',
  description: p.description,
  descriptionBn: p.descriptionBn ?? '',
  features: p.features.join('\n'),
  regularPrice: p.regularPrice,
  discountPrice: p.discountPrice,
  stock: p.stock,
  shippingInsideDhaka: p.shippingInsideDhaka,
  shippingOutsideDhaka: p.shippingOutsideDhaka,
  status: p.status,
  thumbnail: [],
  images: [],
});
