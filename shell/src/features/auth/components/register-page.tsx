import { useEffect, type FormEvent } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { notify, TextField, useAuthDispatch, useAuthenticate, useAuthState } from '@tyre/web-kit';
import { register } from '../api/register';
import { AuthSubmit } from './auth-submit';
import { useText } from '../../../messages/dictionary';

export function RegisterPage() {
  const { user } = useAuthState();
  const authenticate = useAuthenticate();
  const dispatch = useAuthDispatch();
  const t = useText();

  useEffect(() => () => dispatch({ type: 'reset' }), [dispatch]);

  if (user) return <Navigate to="/" replace />;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const ok = await authenticate(() =>
      register({
        name: String(form.get('name')),
        email: String(form.get('email')),
        mobile: String(form.get('mobile')),
        password: String(form.get('password')),
      }),
    );
    if (ok) notify.success(t('auth.accountReady'));
  };

  return (
    <section className="kit-container kit-page auth-page">
      <div className="kit-panel">
        <h1 className="kit-page__title">{t('auth.register')}</h1>
        <form className="kit-form" onSubmit={onSubmit}>
          <TextField label={t('field.name')} name="name" autoComplete="name" required />
          <TextField label={t('field.email')} name="email" type="email" autoComplete="email" required />
          <TextField
            label={t('field.mobile')}
            name="mobile"
            type="tel"
            autoComplete="tel"
            placeholder="01XXXXXXXXX"
            required
          />
          <TextField
            label={t('field.password')}
            name="password"
            type="password"
            autoComplete="new-password"
            minLength={8}
            required
          />
          <AuthSubmit label={t('auth.register')} busyLabel={t('auth.registering')} />
        </form>
        <p>
          {t('auth.alreadyRegistered')} <Link to="/login">{t('auth.login')}</Link>
        </p>
      </div>
    </section>
  );
}
