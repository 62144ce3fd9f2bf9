import { atom } from 'jotai';
import { toast, type ToastContainerProps } from 'react-toastify';
import { store } from '../store';

/** Toast settings of spec section 9. */
export const toastSettings = {
  position: 'top-right',
  autoClose: 5000,
  pauseOnHover: true,
  pauseOnFocusLoss: true,
  draggable: true,
  draggablePercent: 80,
} as const satisfies ToastContainerProps;

export const notify = {
  success: (message: string) => toast.success(message),
  error: (message: string) => toast.error(message),
  info: (message: string) => toast.info(message),
};

export type PopupKind = 'success' | 'error';
export interface Popup {
  id: number;
  kind: PopupKind;
  title: string;
}

/** How long the title-only popup stays (spec section 9). */
export const popupDurationMs = 1500;

export const popupAtom = atom<Popup | null>(null);
let nextPopupId = 0;

/** Show a success or error popup with a title only, for 1500 ms, with no confirm button. */
export function showPopup(kind: PopupKind, title: string): void {
  nextPopupId += 1;
  const id = nextPopupId;
  store.set(popupAtom, { id, kind, title });
  setTimeout(() => {
    if (store.get(popupAtom)?.id === id) store.set(popupAtom, null);
  }, popupDurationMs);
}
