import { useEffect, type FormEvent } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { notify, TextField, useAuthDispatch, useAuthenticate, useAuthState } from '@tyre/web-kit';
import { login } from '../api/login';
import { AuthSubmit } from './auth-submit';
import { useText } from '../../../messages/dictionary';

/** Where a guard sent the visitor from, to return there after logging in. */
function useReturnPath(): string {
  const state: unknown = useLocation().state;
  const from = typeof state === 'object' && state !== null ? (state as { from?: unknown }).from : undefined;
  return typeof from === 'string' && from.startsWith('/') ? from : '/';
}

export function LoginPage() {
  const { user } = useAuthState();
  const authenticate = useAuthenticate();
  const dispatch = useAuthDispatch();
  const returnPath = useReturnPath();
  const t = useText();

  // leaving the page resets the flags and message (spec section 4 reset action)
  useEffect(() => () => dispatch({ type: 'reset' }), [dispatch]);

  if (user) return <Navigate to={returnPath} replace />;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const ok = await authenticate(() =>
      login({ email: String(form.get('email')), password: String(form.get('password')) }),
    );
    if (ok) notify.success(t('auth.loggedIn'));
  };

  return (
    <section className="kit-container kit-page auth-page">
      <div className="kit-panel">
        <h1 className="kit-page__title">{t('auth.login')}</h1>
        <form className="kit-form" onSubmit={onSubmit}>
          <TextField label={t('field.email')} name="email" type="email" autoComplete="email" required />
          <TextField
            label={t('field.password')}
            name="password"
            type="password"
            autoComplete="current-password"
            required
          />
          <AuthSubmit label={t('auth.login')} busyLabel={t('auth.loggingIn')} />
        </form>
        <p>
          {t('auth.newHere')} <Link to="/register">{t('auth.createAccount')}</Link>
        </p>
      </div>
    </section>
  );
}
