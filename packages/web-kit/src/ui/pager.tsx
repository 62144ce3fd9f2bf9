/** Previous / next page arrows over a 0-based page; never below 0 nor past the last page. */
export function Pager({ page, size, total, onPage }: { page: number; size: number; total: number; onPage: (page: number) => void }) {
  const last = Math.max(0, Math.ceil(total / size) - 1);
  if (last === 0) return null;
  return (
    <nav className="kit-pager" aria-label="Pages">
      <button type="button" className="kit-button kit-button--ghost" disabled={page <= 0} onClick={() => onPage(Math.max(0, page - 1))} aria-label="Previous page">
        ‹
      </button>
      <span>
        Page {page + 1} of {last + 1}
      </span>
      <button type="button" className="kit-button kit-button--ghost" disabled={page >= last} onClick={() => onPage(Math.min(last, page + 1))} aria-label="Next page">
        ›
      </button>
    </nav>
  );
}
