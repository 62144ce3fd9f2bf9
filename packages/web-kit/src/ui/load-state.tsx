import type { ReactNode } from 'react';
import type { ApiState } from '../api/use-api';
import { LoadingPlaceholder } from './loading-placeholder';
import { useKitText } from '../i18n/kit-dictionary';

/** Placeholder while loading, the error with a retry, else the content for the data. */
export function LoadState<T>({ state, children }: { state: ApiState<T>; children: (data: T) => ReactNode }) {
  const t = useKitText();
  if (state.error) {
    return (
      <div className="kit-area-error" role="alert">
        <p>{state.error}</p>
        <button type="button" className="kit-button" onClick={state.reload}>
          {t('retry')}
        </button>
      </div>
    );
  }
  if (state.data === undefined) return <LoadingPlaceholder />;
  return <>{children(state.data)}</>;
}
