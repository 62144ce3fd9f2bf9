import { useEffect, useState } from 'react';
import { useText } from '../messages/catalogue';

/**
 * A remote's stylesheets are fetched by the federation runtime as <link> tags whose failure never
 * reaches a chunk promise (no CSS_CHUNK_LOAD_FAILED to catch): watch for failed stylesheet links
 * and prompt a reload, as for a failed chunk.
 */
export function StylesheetFailurePrompt() {
  const [failed, setFailed] = useState(false);
  const t = useText();
  useEffect(() => {
    const onError = (event: Event) => {
      const target = event.target;
      if (target instanceof HTMLLinkElement && target.rel === 'stylesheet') setFailed(true);
    };
    document.addEventListener('error', onError, true);
    return () => document.removeEventListener('error', onError, true);
  }, []);
  if (!failed) return null;
  return (
    <div className="kit-area-error stylesheet-failure" role="alert" data-error="stylesheet">
      <p>{t('stylesheet.failed')}</p>
      <button type="button" className="kit-button" onClick={() => window.location.reload()}>
        {t('stylesheet.reload')}
      </button>
    </div>
  );
}
