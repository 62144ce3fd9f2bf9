import { useKitText } from '../i18n/kit-catalogue';

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
 * The fallback of an area: a reload prompt when a chunk or stylesheet failed to load, otherwise
 * a short notice with a retry.
 */
export function AreaError({ error, label, onRetry }: Props) {
  const t = useKitText();
  if (isChunkLoadError(error)) {
    return (
      <div className="kit-area-error" role="alert" data-error="chunk">
        <p>
          <strong>{label}</strong> {t('area.chunk')}
        </p>
        <button type="button" className="kit-button" onClick={() => window.location.reload()}>
          {t('area.reload')}
        </button>
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
