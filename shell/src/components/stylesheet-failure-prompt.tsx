import { useEffect, useSyncExternalStore } from 'react';
import { useText } from '../messages/dictionary';
import { onStylesheetFailure, stylesheetFailed, watchStylesheetFailures } from './stylesheet-failures';

/** When a stylesheet failed to load (stylesheet-failures.ts), a prompt to reload, as for a failed chunk. */
export function StylesheetFailurePrompt() {
  useEffect(watchStylesheetFailures, []);
  const failed = useSyncExternalStore(onStylesheetFailure, stylesheetFailed, () => false);
  const t = useText();
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
