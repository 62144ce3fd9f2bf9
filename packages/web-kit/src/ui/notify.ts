import { atom } from 'jotai';
import type { ToastContainerProps } from 'react-toastify';
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

/** react-toastify loads with the first toast, not with every page (page weight of `/`). */
let toastLibrary: Promise<typeof import('react-toastify')> | null = null;
export const loadToastLibrary = () => (toastLibrary ??= import('react-toastify'));

/** Set by the first toast: the host then mounts the toast container. */
export const toastsWantedAtom = atom(false);

type ToastKind = 'success' | 'error' | 'info';

function show(kind: ToastKind, message: string): void {
  store.set(toastsWantedAtom, true);
  // toasts sent before the container mounts are queued by react-toastify
  void loadToastLibrary().then(({ toast }) => toast[kind](message));
}

export const notify = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
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
