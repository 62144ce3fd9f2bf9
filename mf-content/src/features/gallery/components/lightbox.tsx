import { useEffect, useRef, type KeyboardEvent } from 'react';
import { fileUrl, useLanguage } from '@tyre/web-kit';
import type { GalleryItem } from '@tyre/contracts';
import { localized } from '@tyre/contracts/localized';
import { useText } from '../../../messages/dictionary';

const focusable = 'button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

/**
 * The picture viewer: a modal dialog over the page; focus stays inside, Escape closes,
 * Left / Right move, the caption is under the picture. Focus goes back to the opener on close.
 */
export function Lightbox({
  items,
  index,
  total,
  onMove,
  onClose,
}: {
  items: GalleryItem[];
  index: number;
  total: number;
  onMove: (index: number) => void;
  onClose: () => void;
}) {
  const t = useText();
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const item = items[index]!;
  const caption = localized(item, 'caption', useLanguage())?.trim() ?? '';
  const name = caption || t('gallery.picture', { n: index + 1 });
  const hasPrevious = index > 0;
  const hasNext = index < items.length - 1;

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus?.();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      if (hasPrevious) onMove(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      if (hasNext) onMove(index + 1);
    } else if (event.key === 'Tab') {
      const nodes = Array.from(dialogRef.current?.querySelectorAll<HTMLElement>(focusable) ?? []);
      if (nodes.length === 0) return;
      const first = nodes[0]!;
      const last = nodes[nodes.length - 1]!;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !dialogRef.current?.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !dialogRef.current?.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    }
  };

  return (
    <div className="lightbox" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={dialogRef}
        className="lightbox__dialog"
        role="dialog"
        aria-modal="true"
        aria-label={t('gallery.lightbox')}
        aria-describedby="lightbox-caption"
        onKeyDown={onKeyDown}
      >
        <div className="lightbox__bar">
          <span className="lightbox__position">{t('gallery.position', { n: index + 1, total })}</span>
          <button
            ref={closeRef}
            type="button"
            className="lightbox__button"
            onClick={onClose}
            aria-label={t('gallery.close')}
          >
            ✕
          </button>
        </div>
        <figure className="lightbox__figure">
          <img
            key={item._id}
            src={fileUrl(item.image)}
            alt={caption}
            width={item.width}
            height={item.height}
            className="lightbox__image"
          />
          <figcaption id="lightbox-caption" className="lightbox__caption" aria-live="polite">
            {name}
          </figcaption>
        </figure>
        <button
          type="button"
          className="lightbox__button lightbox__nav lightbox__nav--previous"
          onClick={() => onMove(index - 1)}
          disabled={!hasPrevious}
          aria-label={t('gallery.previous')}
        >
          ‹
        </button>
        <button
          type="button"
          className="lightbox__button lightbox__nav lightbox__nav--next"
          onClick={() => onMove(index + 1)}
          disabled={!hasNext}
          aria-label={t('gallery.next')}
        >
          ›
        </button>
      </div>
    </div>
  );
}
