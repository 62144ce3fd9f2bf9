import { useEffect, useState } from 'react';
import { errorMessage, fileUrl, LoadingPlaceholder, useLanguage } from '@tyre/web-kit';
import type { GalleryItem } from '@tyre/contracts';
import { localized } from '@tyre/contracts/localized';
import { getGallery } from '../api/get-gallery';
import { useText } from '../../../messages/dictionary';
import { Lightbox } from './lightbox';
import './gallery.css';

export const galleryPageSize = 12;

interface Loaded {
  items: GalleryItem[];
  total: number;
  /** pages loaded so far */
  pages: number;
}

/** /gallery: a grid of lazy thumbnails, "load more", and the picture viewer. */
export function GalleryPage() {
  const t = useText();
  const language = useLanguage();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  /** the page being asked for, and the attempt (a retry asks again) */
  const [wanted, setWanted] = useState({ page: 0, attempt: 0 });
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState<number | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const { page } = wanted;
    getGallery({ page, size: galleryPageSize }, controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return;
        setLoaded((previous) => ({
          items: page === 0 ? answer.items : [...(previous?.items ?? []), ...answer.items],
          total: answer.total,
          pages: page + 1,
        }));
        setLoading(false);
      },
      (caught: unknown) => {
        if (controller.signal.aborted) return;
        setError(errorMessage(caught));
        setLoading(false);
      },
    );
    return () => controller.abort();
  }, [wanted]);

  /** the next page, or the failed one again */
  const loadPage = (page: number) => {
    setLoading(true);
    setError(null);
    setWanted((w) => ({ page, attempt: w.attempt + 1 }));
  };

  const items = loaded?.items ?? [];
  const total = loaded?.total ?? 0;
  const more = loaded !== null && items.length < total;

  return (
    <section className="kit-container kit-page">
      <h1 className="kit-page__title">{t('gallery.title')}</h1>
      <p className="gallery-intro">{t('gallery.intro')}</p>
      {loaded === null && loading && <LoadingPlaceholder />}
      {loaded !== null && items.length === 0 && (
        <div className="kit-empty">
          <p className="kit-empty__title">{t('gallery.emptyTitle')}</p>
          <p>{t('gallery.emptyText')}</p>
        </div>
      )}
      {items.length > 0 && (
        <ul className="gallery-grid">
          {items.map((item, i) => {
            const caption = localized(item, 'caption', language)?.trim() ?? '';
            const name = caption || t('gallery.picture', { n: i + 1 });
            return (
              <li key={item._id} className="gallery-grid__item">
                <button
                  type="button"
                  className="gallery-thumb"
                  onClick={() => setOpen(i)}
                  aria-label={t('gallery.open', { name })}
                  data-testid="gallery-thumb"
                >
                  <img
                    src={fileUrl(item.thumbnail || item.image)}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    width={400}
                    height={300}
                  />
                  {caption && <span className="gallery-thumb__caption">{caption}</span>}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {error && (
        <div className="kit-area-error" role="alert">
          <p>{error}</p>
          <button type="button" className="kit-button" onClick={() => loadPage(loaded?.pages ?? 0)}>
            {t('common.retry')}
          </button>
        </div>
      )}
      {loaded !== null && items.length > 0 && (
        <div className="gallery-more">
          <p className="gallery-more__count">{t('gallery.shown', { shown: items.length, total })}</p>
          {more && !error && (
            <button
              type="button"
              className="kit-button kit-button--ghost"
              disabled={loading}
              onClick={() => loadPage(loaded.pages)}
            >
              {loading ? t('gallery.loading') : t('gallery.loadMore')}
            </button>
          )}
        </div>
      )}
      {open !== null && items[open] && (
        <Lightbox items={items} index={open} total={total} onMove={setOpen} onClose={() => setOpen(null)} />
      )}
    </section>
  );
}
