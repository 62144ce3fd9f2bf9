import { describe, expect, it } from 'vitest';
import type { AuthResponse } from '@tyre/contracts';
import {
  authReducer,
  initialAuthState,
  readStoredUser,
  userStorageKey,
  writeStoredUser,
} from '../auth-state';

const user: AuthResponse = {
  _id: '0123456789abcdef01234567',
  name: 'Rahim Uddin',
  email: 'rahim@example.com.bd',
  mobile: '01711000001',
  role: 'user',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  token: 'header.payload.signature',
};

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    data,
  };
}

describe('auth state (spec section 4)', () => {
  it('when a login or registration is pending, then isLoading is set', () => {
    expect(authReducer(initialAuthState(null), { type: 'pending' }).isLoading).toBe(true);
  });

  it('when it succeeds, then isSuccess is set, loading ends and the user is kept', () => {
    const state = authReducer(authReducer(initialAuthState(null), { type: 'pending' }), {
      type: 'fulfilled',
      user,
    });
    expect(state).toEqual({ user, isLoading: false, isSuccess: true, isError: false, message: '' });
  });

  it('when it fails, then isError is set, the message is stored and the user is cleared', () => {
    const state = authReducer(initialAuthState(user), {
      type: 'rejected',
      message: 'Wrong e-mail or password',
    });
    expect(state).toMatchObject({
      user: null,
      isError: true,
      isSuccess: false,
      isLoading: false,
      message: 'Wrong e-mail or password',
    });
  });

  it('when logging out, then the user becomes null', () => {
    expect(authReducer(initialAuthState(user), { type: 'logout' }).user).toBeNull();
  });

  it('when reset, then the flags and the message are cleared but the user stays', () => {
    const failed = { user, isError: true, isSuccess: true, isLoading: true, message: 'boom' };
    expect(authReducer(failed, { type: 'reset' })).toEqual(initialAuthState(user));
  });

  it('when the profile is updated, then the user takes the new fields and keeps the token', () => {
    const { token: _token, ...profile } = { ...user, name: 'Rahim U.', district: 'Sylhet' };
    const state = authReducer(initialAuthState(user), { type: 'profile-updated', profile });
    expect(state.user).toMatchObject({ name: 'Rahim U.', district: 'Sylhet', token: user.token });
  });

  it('when the profile is updated with nobody logged in, then nothing changes', () => {
    const state = initialAuthState(null);
    expect(authReducer(state, { type: 'profile-updated', profile: user })).toBe(state);
  });
});

describe('stored user (key "user")', () => {
  it('when storage holds a login response, then it is restored at start', () => {
    expect(readStoredUser(memoryStorage({ [userStorageKey]: JSON.stringify(user) }))).toEqual(user);
  });

  it('when storage is empty, unreadable or lacks a token or role, then nobody is logged in', () => {
    expect(readStoredUser(memoryStorage())).toBeNull();
    expect(readStoredUser(memoryStorage({ user: '{not json' }))).toBeNull();
    expect(readStoredUser(memoryStorage({ user: JSON.stringify({ ...user, token: '' }) }))).toBeNull();
    expect(readStoredUser(memoryStorage({ user: JSON.stringify({ ...user, role: 'root' }) }))).toBeNull();
  });

  it('when the user is written and then cleared, then storage follows', () => {
    const storage = memoryStorage();
    writeStoredUser(storage, user);
    expect(JSON.parse(storage.data.get(userStorageKey) ?? 'null')).toEqual(user);
    writeStoredUser(storage, null);
    expect(storage.data.has(userStorageKey)).toBe(false);
  });
});
