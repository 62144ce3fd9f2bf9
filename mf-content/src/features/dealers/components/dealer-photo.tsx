import type { Dealer } from '@tyre/contracts';
import { fileUrl } from '@tyre/web-kit';
import { useDealersText } from '../messages/dictionary';

/** The shop's photo: its card crop on a card (loaded when near), its detail size on its page. */
export function DealerPhoto({
  photo,
  name,
  size,
}: {
  photo: NonNullable<Dealer['photo']>;
  name: string;
  size: 'card' | 'page';
}) {
  const t = useDealersText();
  const card = size === 'card';
  return (
    <img
      className={card ? 'dealer-card__photo' : 'dealer-detail__photo'}
      src={fileUrl(card ? photo.thumb : photo.detail)}
      alt={t('dealers.photoOf', { name })}
      width={card ? 400 : 1000}
      height={card ? 400 : 667}
      {...(card ? { loading: 'lazy', decoding: 'async' } : {})}
    />
  );
}
