import { formatBdt } from '@tyre/web-kit';

/** The price the server will compute (regular price minus the discount), shown as the admin types. */
export function ComputedPrice({
  regularPrice,
  discountPrice,
}: {
  regularPrice: unknown;
  discountPrice: unknown;
}) {
  const regular = typeof regularPrice === 'number' ? regularPrice : null;
  const discount = typeof discountPrice === 'number' ? discountPrice : 0;
  let text: string;
  if (regular === null) text = 'Enter the regular price';
  else if (discount < 0 || discount >= regular) text = 'The discount must be less than the regular price';
  else
    text =
      discount > 0 ? `${formatBdt(regular - discount)} (${formatBdt(discount)} off)` : formatBdt(regular);
  return (
    <output role="status" aria-label="Computed price" className="product-form__price">
      {text}
    </output>
  );
}
