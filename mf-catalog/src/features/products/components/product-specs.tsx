import { useFormat } from '@tyre/web-kit';
import type { Construction, Product, TubeType } from '@tyre/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useText } from '../../../messages/dictionary';
import { localized } from '@tyre/contracts/localized';

const constructions = { radial: 'specs.radial', bias: 'specs.bias' } as const satisfies Record<
  Construction,
  string
>;
const tubeTypes = { TL: 'specs.tl', TT: 'specs.tt' } as const satisfies Record<TubeType, string>;

/** The specification table of a product; values the product does not have are left out. */
export function ProductSpecs({ product }: { product: Product }) {
  const t = useText();
  const { number, language } = useFormat();
  const rangeName = language === 'bn' && product.rangeNameBn ? product.rangeNameBn : product.rangeName;
  const rows: Array<[string, ReactNode]> = [
    [t('specs.size'), product.sizeLabel],
    [t('specs.rim'), t('specs.inch', { rim: number(product.rim) })],
    [t('specs.construction'), t(constructions[product.construction])],
    [t('specs.tubeType'), t(tubeTypes[product.tubeType])],
    [t('specs.loadIndex'), product.loadIndex],
    [t('specs.speedRating'), product.speedRating],
    [
      t('specs.plyRating'),
      product.plyRating === null ? null : t('specs.pr', { ply: number(product.plyRating) }),
    ],
    [t('specs.pattern'), product.pattern],
    [
      t('specs.range'),
      product.rangeName &&
        (product.rangeSlug ? <Link to={`/tire/${product.rangeSlug}`}>{rangeName}</Link> : rangeName),
    ],
    [
      t('specs.category'),
      <Link to={`/products?category=${encodeURIComponent(product.categorySlug)}`}>
        {localized(product, 'categoryName', language)}
      </Link>,
    ],
  ];
  return (
    <table className="product-specs">
      <caption>{t('specs.caption')}</caption>
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
