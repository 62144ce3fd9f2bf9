import { useKitText } from '../i18n/kit-dictionary';

/** A script chunk (`ChunkLoadError`) or stylesheet (`CSS_CHUNK_LOAD_FAILED`) did not load. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as Error & { code?: unknown }).code;
  return (
    error.name === 'ChunkLoadError' ||
    code === 'CSS_CHUNK_LOAD_FAILED' ||
    error.message.includes('CSS_CHUNK_LOAD_FAILED') ||
    /Loading (?:css )?chunk .+ failed/i.test(error.message)
  );
}

interface Props {
  error: Error;
  /** what failed, e.g. "Products" */
  label: string;
  onRetry: () => void;
}

/**
 * The fallback of an area: a short notice with a retry; when a chunk or stylesheet failed to
 * load, a reload of the page is offered beside it (after a new release of the remote only a
 * reload helps; after an outage the retry does).
 */
export function AreaError({ error, label, onRetry }: Props) {
  const t = useKitText();
  if (isChunkLoadError(error)) {
    return (
      <div className="kit-area-error" role="alert" data-error="chunk">
        <p>
          <strong>{label}</strong> {t('area.chunk')}
        </p>
        <span className="kit-area-error-actions">
          <button type="button" className="kit-button" onClick={onRetry}>
            {t('retry')}
          </button>
          <button
            type="button"
            className="kit-button kit-button--ghost"
            onClick={() => window.location.reload()}
          >
            {t('area.reload')}
          </button>
        </span>
      </div>
    );
  }
  return (
    <div className="kit-area-error" role="alert" data-error="area">
      <p>
        <strong>{label}</strong> {t('area.unavailable')}
      </p>
      <button type="button" className="kit-button" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}
