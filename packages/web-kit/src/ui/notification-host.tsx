import { useAtomValue } from 'jotai';
import { ToastContainer } from 'react-toastify';
import { store } from '../store';
import { popupAtom, toastSettings } from './notify';

/** The toast container and the popup, mounted once by the app that owns the page. */
export function NotificationHost() {
  const popup = useAtomValue(popupAtom, { store });
  return (
    <>
      <ToastContainer {...toastSettings} />
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
