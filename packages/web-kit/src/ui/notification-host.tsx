import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { store } from '../store';
import { loadToastLibrary, popupAtom, toastSettings, toastsWantedAtom } from './notify';

const ToastContainer = lazy(async () => ({ default: (await loadToastLibrary()).ToastContainer }));

/** The toast container (mounted with the first toast) and the popup; mounted once per page. */
export function NotificationHost() {
  const popup = useAtomValue(popupAtom, { store });
  const toastsWanted = useAtomValue(toastsWantedAtom, { store });
  return (
    <>
      {toastsWanted && (
        <Suspense fallback={null}>
          <ToastContainer {...toastSettings} />
        </Suspense>
      )}
      {popup && (
        <div className="kit-popup-backdrop">
          <div className={`kit-popup kit-popup--${popup.kind}`} role="alertdialog" aria-label={popup.title}>
            <span className="kit-popup__icon" aria-hidden="true">
              {popup.kind === 'success' ? '✓' : '!'}
            </span>
            <p className="kit-popup__title">{popup.title}</p>
          </div>
        </div>
      )}
    </>
  );
}
