import { useFormat } from '../i18n/format';
import { useKitText } from '../i18n/kit-dictionary';
interface PagerProps {
  /** 0-based */
  page: number;
  size: number;
  total: number;
  onPage: (page: number) => void;
  /** keep the arrows (both disabled) when everything fits on one page, as the finder does */
  showSingle?: boolean;
}

/** Previous / next page arrows over a 0-based page; never below 0 nor past the last page. */
export function Pager({ page, size, total, onPage, showSingle = false }: PagerProps) {
  const t = useKitText();
  const { number } = useFormat();
  const last = Math.max(0, Math.ceil(total / size) - 1);
  if (last === 0 && !showSingle) return null;
  return (
    <nav className="kit-pager" aria-label={t('pager.label')}>
      <button
        type="button"
        className="kit-button kit-button--ghost"
        disabled={page <= 0}
        onClick={() => onPage(Math.max(0, Math.min(last, page - 1)))}
        aria-label={t('pager.previous')}
      >
        ‹
      </button>
      <span>{t('pager.position', { page: number(Math.min(page, last) + 1), pages: number(last + 1) })}</span>
      <button
        type="button"
        className="kit-button kit-button--ghost"
        disabled={page >= last}
        onClick={() => onPage(Math.min(last, page + 1))}
        aria-label={t('pager.next')}
      >
        ›
      </button>
    </nav>
  );
}
