import type { ImageSet } from '@tyre/contracts';
import { fileUrl, useFormat } from '@tyre/web-kit';
import { useState } from 'react';
import { useText } from '../../../messages/dictionary';

/** The main picture's `sizes` (the page preloads it with the same value: src/server/prepare.ts). */
export const gallerySizes = '(min-width: 768px) 50vw, 100vw';

/** The product's pictures: the detail-size image, and a strip of thumbnails to switch between them. */
export function ProductGallery({ images, title }: { images: ImageSet[]; title: string }) {
  const [index, setIndex] = useState(0);
  const t = useText();
  const { number } = useFormat();
  const shown = images[Math.min(index, images.length - 1)];
  if (!shown)
    return <div className="product-gallery__main product-gallery__main--empty" aria-hidden="true" />;
  return (
    <div className="product-gallery">
      <a
        className="product-gallery__main"
        href={fileUrl(shown.full)}
        target="_blank"
        rel="noreferrer"
        title={t('gallery.open')}
      >
        {/* the page's largest picture (its LCP): fetched first, at the size the screen needs */}
        <img
          src={fileUrl(shown.detail)}
          srcSet={`${fileUrl(shown.thumb)} 400w, ${fileUrl(shown.detail)} 1000w`}
          sizes={gallerySizes}
          fetchPriority="high"
          alt={
            images.length > 1
              ? t('gallery.alt', { title, index: number(index + 1), count: number(images.length) })
              : title
          }
          width={1000}
          height={1000}
        />
      </a>
      {images.length > 1 && (
        <ul className="product-gallery__strip" aria-label={t('gallery.pictures')}>
          {images.map((image, i) => (
            <li key={image.thumb}>
              <button
                type="button"
                className="product-gallery__thumb"
                aria-label={t('gallery.show', { index: number(i + 1) })}
                aria-pressed={i === index}
                onClick={() => setIndex(i)}
              >
                <img src={fileUrl(image.thumb)} alt="" width={72} height={72} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
