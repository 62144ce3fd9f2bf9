import { atom, useAtomValue, useSetAtom } from 'jotai';
import { startTransition, useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AuthResponse } from '@tyre/contracts';
import { errorMessage } from '../api/error-message';
import { store } from '../store';
import {
  authReducer,
  initialAuthState,
  readStoredUser,
  writeStoredUser,
  type AuthAction,
  type AuthState,
} from './auth-state';

const browserStorage = (): Storage | undefined =>
  typeof localStorage === 'undefined' ? undefined : localStorage;

/** The auth state, restored from storage at start. */
export const authStateAtom = atom<AuthState>(initialAuthState(readStoredUser(browserStorage())));

/** Apply an action and keep the stored `user` in step. */
export const authDispatchAtom = atom(null, (get, set, action: AuthAction) => {
  const before = get(authStateAtom);
  const next = authReducer(before, action);
  set(authStateAtom, next);
  if (next.user !== before.user) writeStoredUser(browserStorage(), next.user);
});

export const currentUserAtom = atom((get) => get(authStateAtom).user);

/** For code outside React (the API client): the token and a logout that needs no router. */
export const sessionToken = (): string | undefined => store.get(currentUserAtom)?.token;
export const endSession = (): void => store.set(authDispatchAtom, { type: 'logout' });

export function useAuthState(): AuthState {
  return useAtomValue(authStateAtom, { store });
}

export function useCurrentUser(): AuthResponse | null {
  return useAtomValue(currentUserAtom, { store });
}

/** Run a login or registration call through the auth state (pending → fulfilled | rejected). */
export function useAuthenticate(): (call: () => Promise<AuthResponse>) => Promise<boolean> {
  const dispatch = useSetAtom(authDispatchAtom, { store });
  return useCallback(
    async (call) => {
      dispatch({ type: 'pending' });
      try {
        dispatch({ type: 'fulfilled', user: await call() });
        return true;
      } catch (error) {
        dispatch({ type: 'rejected', message: errorMessage(error), error });
        return false;
      }
    },
    [dispatch],
  );
}

export function useAuthDispatch(): (action: AuthAction) => void {
  return useSetAtom(authDispatchAtom, { store });
}

/** Logout: clear the stored session, reset the flags and go to `/`. No server call. */
export function useLogout(): () => void {
  const dispatch = useAuthDispatch();
  const navigate = useNavigate();
  return useCallback(() => {
    // leave and clear in one render: the router commits a new location in a transition, so the
    // session is cleared in a transition of the same event (React gives them one lane), and a page
    // that needs a user (profile, orders, dashboard) never renders without one and sends the
    // visitor to /login instead of home
    startTransition(() => {
      void navigate('/');
      dispatch({ type: 'logout' });
      dispatch({ type: 'reset' });
    });
  }, [dispatch, navigate]);
}
