import { useState, type FormEvent } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { PublicUser } from '@tyre/contracts';
import {
  errorMessage,
  fieldErrors,
  LoadState,
  notify,
  TextField,
  useApi,
  useAuthDispatch,
  useCurrentUser,
} from '@tyre/web-kit';
import { changePassword } from '../api/change-password';
import { getMe } from '../api/get-me';
import { updateMe } from '../api/update-me';
import { useText } from '../../../messages/dictionary';

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

function ProfileForm({ profile }: { profile: PublicUser }) {
  const dispatch = useAuthDispatch();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const t = useText();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSaving(true);
    try {
      const updated = await updateMe({
        name: text(form, 'name'),
        mobile: text(form, 'mobile'),
        companyName: text(form, 'companyName'),
        address: text(form, 'address'),
        town: text(form, 'town'),
        thana: text(form, 'thana'),
        district: text(form, 'district'),
        postCode: text(form, 'postCode'),
      });
      dispatch({ type: 'profile-updated', profile: updated });
      setErrors({});
      notify.success(t('profile.saved'));
    } catch (error) {
      setErrors(fieldErrors(error));
      notify.error(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="kit-form profile-form" onSubmit={onSubmit} aria-label={t('profile.title')}>
      <p>
        {t('profile.signedInBefore')} <strong>{profile.email}</strong> {t('profile.signedInAfter')}
      </p>
      <TextField
        label={t('field.name')}
        name="name"
        defaultValue={profile.name}
        error={errors.name}
        required
      />
      <TextField
        label={t('field.mobile')}
        name="mobile"
        type="tel"
        defaultValue={profile.mobile}
        error={errors.mobile}
        required
      />
      <TextField
        label={t('field.companyName')}
        name="companyName"
        defaultValue={profile.companyName ?? ''}
        error={errors.companyName}
      />
      <TextField
        label={t('field.address')}
        name="address"
        defaultValue={profile.address ?? ''}
        error={errors.address}
      />
      <TextField label={t('field.town')} name="town" defaultValue={profile.town ?? ''} error={errors.town} />
      <TextField
        label={t('field.thana')}
        name="thana"
        defaultValue={profile.thana ?? ''}
        error={errors.thana}
      />
      <TextField
        label={t('field.district')}
        name="district"
        defaultValue={profile.district || 'Dhaka'}
        error={errors.district}
      />
      <TextField
        label={t('field.postCode')}
        name="postCode"
        inputMode="numeric"
        defaultValue={profile.postCode ?? ''}
        error={errors.postCode}
      />
      <button type="submit" className="kit-button" disabled={saving}>
        {t('profile.save')}
      </button>
    </form>
  );
}

function PasswordForm() {
  const dispatch = useAuthDispatch();
  const [saving, setSaving] = useState(false);
  const t = useText();
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    setSaving(true);
    try {
      const { message: _message, ...session } = await changePassword({
        currentPassword: String(form.get('currentPassword')),
        newPassword: String(form.get('newPassword')),
      });
      // the old token no longer works: keep this browser signed in with the new one
      dispatch({ type: 'fulfilled', user: session });
      formElement.reset();
      notify.success(t('profile.passwordChanged'));
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };
  return (
    <form className="kit-form" onSubmit={onSubmit} aria-label={t('profile.changePassword')}>
      <TextField
        label={t('profile.currentPassword')}
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        required
      />
      <TextField
        label={t('profile.newPassword')}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        minLength={8}
        required
      />
      <button type="submit" className="kit-button kit-button--ghost" disabled={saving}>
        {t('profile.changePassword')}
      </button>
    </form>
  );
}

export function ProfilePage() {
  const user = useCurrentUser();
  const location = useLocation();
  const t = useText();
  const profile = useApi(`me:${user?._id ?? ''}`, (signal) => getMe(signal));
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return (
    <section className="kit-container kit-page">
      <h1 className="kit-page__title">{t('profile.title')}</h1>
      <div className="profile-grid">
        <div className="kit-panel">
          <LoadState state={profile}>{(me) => <ProfileForm profile={me} />}</LoadState>
        </div>
        <div className="kit-panel">
          <h2>{t('profile.password')}</h2>
          <PasswordForm />
        </div>
      </div>
    </section>
  );
}
