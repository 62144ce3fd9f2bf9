import type { Construction, Product, TubeType } from '@tyre/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

const constructions: Record<Construction, string> = { radial: 'Radial', bias: 'Bias (cross-ply)' };
const tubeTypes: Record<TubeType, string> = { TL: 'Tubeless (TL)', TT: 'Tube type (TT)' };

/** The specification table of a product; values the product does not have are left out. */
export function ProductSpecs({ product }: { product: Product }) {
  const rows: Array<[string, ReactNode]> = [
    ['Size', product.sizeLabel],
    ['Rim', `${product.rim} inch`],
    ['Construction', constructions[product.construction]],
    ['Tube type', tubeTypes[product.tubeType]],
    ['Load index', product.loadIndex],
    ['Speed rating', product.speedRating],
    ['Ply rating', product.plyRating === null ? null : `${product.plyRating} PR`],
    ['Pattern', product.pattern],
    [
      'Range',
      product.rangeName &&
        (product.rangeSlug ? (
          <Link to={`/tire/${product.rangeSlug}`}>{product.rangeName}</Link>
        ) : (
          product.rangeName
        )),
    ],
    [
      'Category',
      <Link to={`/products?category=${encodeURIComponent(product.categorySlug)}`}>
        {product.categoryName}
      </Link>,
    ],
  ];
  return (
    <table className="product-specs">
      <caption>Specification</caption>
      <tbody>
        {rows
          .filter(([, value]) => value !== null && value !== undefined && value !== '')
          .map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
      </tbody>
    </table>
  );
}
