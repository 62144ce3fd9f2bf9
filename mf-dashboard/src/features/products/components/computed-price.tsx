import { useFormat } from '@tyre/web-kit';
import { useText } from '../../../messages/dictionary';

/** The price the server will compute (regular price minus the discount), shown as the admin types. */
export function ComputedPrice({
  regularPrice,
  discountPrice,
}: {
  regularPrice: unknown;
  discountPrice: unknown;
}) {
  const t = useText();
  const { price } = useFormat();
  const regular = typeof regularPrice === 'number' ? regularPrice : null;
  const discount = typeof discountPrice === 'number' ? discountPrice : 0;
  let text: string;
  if (regular === null) text = t('productForm.computed.enterRegular');
  else if (discount < 0 || discount >= regular) text = t('productForm.computed.discountTooLarge');
  else
    text =
      discount > 0
        ? t('productForm.computed.withDiscount', {
            price: price(regular - discount),
            discount: price(discount),
          })
        : price(regular);
  return (
    <output role="status" aria-label={t('productForm.computed.label')} className="product-form__price">
      {text}
    </output>
  );
}
