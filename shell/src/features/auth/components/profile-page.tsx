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

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

function ProfileForm({ profile }: { profile: PublicUser }) {
  const dispatch = useAuthDispatch();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

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
      notify.success('Profile saved.');
    } catch (error) {
      setErrors(fieldErrors(error));
      notify.error(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="kit-form profile-form" onSubmit={onSubmit} aria-label="Profile">
      <p>
        Signed in as <strong>{profile.email}</strong>
      </p>
      <TextField label="Name" name="name" defaultValue={profile.name} error={errors.name} required />
      <TextField
        label="Mobile"
        name="mobile"
        type="tel"
        defaultValue={profile.mobile}
        error={errors.mobile}
        required
      />
      <TextField
        label="Company name"
        name="companyName"
        defaultValue={profile.companyName ?? ''}
        error={errors.companyName}
      />
      <TextField label="Address" name="address" defaultValue={profile.address ?? ''} error={errors.address} />
      <TextField label="Town" name="town" defaultValue={profile.town ?? ''} error={errors.town} />
      <TextField label="Thana" name="thana" defaultValue={profile.thana ?? ''} error={errors.thana} />
      <TextField
        label="District"
        name="district"
        defaultValue={profile.district || 'Dhaka'}
        error={errors.district}
      />
      <TextField
        label="Post code"
        name="postCode"
        inputMode="numeric"
        defaultValue={profile.postCode ?? ''}
        error={errors.postCode}
      />
      <button type="submit" className="kit-button" disabled={saving}>
        Save profile
      </button>
    </form>
  );
}

function PasswordForm() {
  const dispatch = useAuthDispatch();
  const [saving, setSaving] = useState(false);
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
      notify.success('Password changed.');
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };
  return (
    <form className="kit-form" onSubmit={onSubmit} aria-label="Change password">
      <TextField
        label="Current password"
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        required
      />
      <TextField
        label="New password"
        name="newPassword"
        type="password"
        autoComplete="new-password"
        minLength={8}
        required
      />
      <button type="submit" className="kit-button kit-button--ghost" disabled={saving}>
        Change password
      </button>
    </form>
  );
}

export function ProfilePage() {
  const user = useCurrentUser();
  const location = useLocation();
  const profile = useApi(`me:${user?._id ?? ''}`, (signal) => getMe(signal));
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return (
    <section className="kit-container kit-page">
      <h1 className="kit-page__title">Profile</h1>
      <div className="profile-grid">
        <div className="kit-panel">
          <LoadState state={profile}>{(me) => <ProfileForm profile={me} />}</LoadState>
        </div>
        <div className="kit-panel">
          <h2>Password</h2>
          <PasswordForm />
        </div>
      </div>
    </section>
  );
}
