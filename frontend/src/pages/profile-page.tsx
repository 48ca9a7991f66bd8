import type { SessionUser } from '@kah/api-contract';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { authApi } from '../api/auth-api';
import {
  PASSWORD_HINT,
  avatarUrlError,
  confirmPasswordError,
  fullNameError,
  hasErrors,
  newPasswordError,
} from '../features/auth/auth-validation';
import { FormError, TextField, focusFirstInvalid } from '../features/auth/form-field';
import { RequireAuth } from '../features/auth/require-auth';
import { applySession, updateSessionUser } from '../features/auth/session-store';
import { AccountSecurity } from '../features/auth/account-security';
import { TwoFactorSettings } from '../features/auth/two-factor-settings';
import { apiMessage, usePendingAction } from '../features/auth/use-pending-action';
import { useSession } from '../features/auth/use-session';
import '../features/auth/auth.css';

export function ProfilePage() {
  return (
    <RequireAuth>
      <Profile />
    </RequireAuth>
  );
}

function Profile() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <div className="account-page">
      <title>My Profile | Kids Adventure Hub</title>
      <h1>My Profile</h1>
      <p>{user.email}</p>
      <section className="account-section" aria-labelledby="profile-details">
        <h2 id="profile-details">Your details</h2>
        <ProfileForm user={user} />
      </section>
      <section className="account-section" aria-labelledby="change-password">
        <h2 id="change-password">Change password</h2>
        <ChangePasswordForm />
      </section>
      <section className="account-section" aria-labelledby="two-factor">
        <h2 id="two-factor">Two-factor authentication</h2>
        <TwoFactorSettings user={user} />
      </section>
      <AccountSecurity userId={user.id} />
    </div>
  );
}

function ProfileForm({ user }: { user: SessionUser }) {
  const [fullName, setFullName] = useState(user.fullName);
  const [avatar, setAvatar] = useState(user.avatar ?? '');
  const [errors, setErrors] = useState<{ fullName?: string; avatar?: string }>({});
  const [apiError, setApiError] = useState<string>();
  const { pending, run } = usePendingAction();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const found = { fullName: fullNameError(fullName), avatar: avatarUrlError(avatar) };
    setErrors(found);
    if (hasErrors(found)) {
      focusFirstInvalid(form);
      return;
    }
    void run(async () => {
      setApiError(undefined);
      try {
        const { data } = await authApi.updateProfile({ fullName: fullName.trim(), avatar: avatar.trim() });
        updateSessionUser(data.user);
        toast.success('Profile updated');
      } catch (error) {
        const message = apiMessage(error, 'Please try again.');
        setApiError(message);
        toast.error('Update failed', { description: message });
      }
    });
  }

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-label="Your details">
      <FormError message={apiError} />
      {user.avatar && <img className="avatar-preview" src={user.avatar} alt="" width={64} height={64} />}
      <TextField label="Name" name="fullName" autoComplete="name" value={fullName} error={errors.fullName} onChange={(e) => setFullName(e.target.value)} />
      <TextField
        label="Avatar image URL"
        name="avatar"
        type="url"
        inputMode="url"
        hint="An https link to a picture; leave empty for none."
        value={avatar}
        error={errors.avatar}
        onChange={(e) => setAvatar(e.target.value)}
      />
      <button type="submit" className="button button--primary" disabled={pending}>
        {pending ? 'Saving…' : 'Save details'}
      </button>
    </form>
  );
}

function ChangePasswordForm() {
  const [values, setValues] = useState({ currentPassword: '', newPassword: '', confirm: '' });
  const [errors, setErrors] = useState<{ currentPassword?: string; newPassword?: string; confirm?: string }>({});
  const [apiError, setApiError] = useState<string>();
  const { pending, run } = usePendingAction();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const found = {
      currentPassword: values.currentPassword ? undefined : 'Current password is required',
      newPassword: newPasswordError(values.newPassword),
      confirm: confirmPasswordError(values.newPassword, values.confirm),
    };
    setErrors(found);
    if (hasErrors(found)) {
      focusFirstInvalid(form);
      return;
    }
    void run(async () => {
      setApiError(undefined);
      try {
        // Every other session ends; this browser gets a fresh one.
        const { data } = await authApi.changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword });
        applySession(data);
        setValues({ currentPassword: '', newPassword: '', confirm: '' });
        toast.success('Password changed', { description: 'You have been signed out everywhere else.' });
      } catch (error) {
        const message = apiMessage(error, 'Please try again.');
        setApiError(message);
        toast.error('Update failed', { description: message });
      }
    });
  }

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-label="Change password">
      <FormError message={apiError} />
      <TextField
        label="Current password"
        type="password"
        name="currentPassword"
        autoComplete="current-password"
        value={values.currentPassword}
        error={errors.currentPassword}
        onChange={(e) => setValues((v) => ({ ...v, currentPassword: e.target.value }))}
      />
      <TextField
        label="New password"
        type="password"
        name="newPassword"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        value={values.newPassword}
        error={errors.newPassword}
        onChange={(e) => setValues((v) => ({ ...v, newPassword: e.target.value }))}
      />
      <TextField
        label="Confirm new password"
        type="password"
        name="confirm"
        autoComplete="new-password"
        value={values.confirm}
        error={errors.confirm}
        onChange={(e) => setValues((v) => ({ ...v, confirm: e.target.value }))}
      />
      <button type="submit" className="button button--primary" disabled={pending}>
        {pending ? 'Saving…' : 'Change password'}
      </button>
    </form>
  );
}
