import { useEffect, useState } from 'react';

/**
 * A remote's stylesheets are fetched by the federation runtime as <link> tags whose failure never
 * reaches a chunk promise (no CSS_CHUNK_LOAD_FAILED to catch): watch for failed stylesheet links
 * and prompt a reload, as for a failed chunk.
 */
export function StylesheetFailurePrompt() {
  const [failed, setFailed] = useState(false);
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
      <p>
        Part of this page could not load its styles. The site may have been updated or the connection dropped.
      </p>
      <button type="button" className="kit-button" onClick={() => window.location.reload()}>
        Reload page
      </button>
    </div>
  );
}
