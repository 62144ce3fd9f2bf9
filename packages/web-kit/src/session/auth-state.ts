import type { AuthResponse, PublicUser } from '@tyre/contracts';
import { userStorageKey } from '@tyre/contracts/page-state';

/** The auth state of spec section 4. */
export interface AuthState {
  user: AuthResponse | null;
  isError: boolean;
  isSuccess: boolean;
  isLoading: boolean;
  message: string;
  /** The failed call behind `message`, so that the text can follow a change of language (`useErrorText`). */
  error?: unknown;
}

export type AuthAction =
  | { type: 'pending' }
  | { type: 'fulfilled'; user: AuthResponse }
  | { type: 'rejected'; message: string; error?: unknown }
  | { type: 'profile-updated'; profile: PublicUser }
  | { type: 'logout' }
  | { type: 'reset' };

// the key the shell server's head scripts read too (contracts page-state.ts)
export { userStorageKey };

export function initialAuthState(user: AuthResponse | null): AuthState {
  return { user, isError: false, isSuccess: false, isLoading: false, message: '' };
}

export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'pending':
      return { ...state, isLoading: true };
    case 'fulfilled':
      return {
        ...state,
        isLoading: false,
        isSuccess: true,
        isError: false,
        message: '',
        error: undefined,
        user: action.user,
      };
    case 'rejected':
      return {
        ...state,
        isLoading: false,
        isSuccess: false,
        isError: true,
        message: action.message,
        error: action.error,
        user: null,
      };
    case 'profile-updated':
      return state.user
        ? { ...state, user: { ...state.user, ...action.profile, token: state.user.token } }
        : state;
    case 'logout':
      return { ...state, user: null };
    case 'reset':
      return { ...state, isLoading: false, isError: false, isSuccess: false, message: '', error: undefined };
  }
}

function isStoredUser(value: unknown): value is AuthResponse {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.token === 'string' &&
    candidate.token.length > 0 &&
    (candidate.role === 'user' || candidate.role === 'admin') &&
    typeof candidate._id === 'string'
  );
}

/** The user kept under the `user` key, or null when absent or unreadable. */
export function readStoredUser(storage: Pick<Storage, 'getItem'> | undefined): AuthResponse | null {
  try {
    const raw = storage?.getItem(userStorageKey);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isStoredUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Keep the storage in step with the state's user. */
export function writeStoredUser(
  storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined,
  user: AuthResponse | null,
): void {
  try {
    if (user) storage?.setItem(userStorageKey, JSON.stringify(user));
    else storage?.removeItem(userStorageKey);
  } catch {
    // storage full or blocked: the session still lives in memory
  }
}

export const isAdmin = (user: Pick<PublicUser, 'role'> | null | undefined): boolean => user?.role === 'admin';
