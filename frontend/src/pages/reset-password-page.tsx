import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { authApi } from '../api/auth-api';
import { PASSWORD_HINT, confirmPasswordError, hasErrors, newPasswordError } from '../features/auth/auth-validation';
import { FormError, TextField, focusFirstInvalid } from '../features/auth/form-field';
import { apiMessage, tokenFromHash, usePendingAction } from '../features/auth/use-pending-action';

/** The emailed link (/reset-password#token=…): choose a new password; every session ends, then log in again. */
export function ResetPasswordPage() {
  const location = useLocation();
  const navigate = useNavigate();
  // Read once, then drop the fragment from the address bar so the token is not left in history or bookmarks.
  const [token] = useState(() => tokenFromHash(location.hash));
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [apiError, setApiError] = useState<string>();
  const { pending, run } = usePendingAction();
  const formRef = useRef<HTMLFormElement>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (location.hash) void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [location.hash, location.pathname, location.search, navigate]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!token) return;
    const found = { password: newPasswordError(password), confirm: confirmPasswordError(password, confirm) };
    setErrors(found);
    if (hasErrors(found)) {
      focusFirstInvalid(formRef.current);
      return;
    }
    void run(async () => {
      setApiError(undefined);
      try {
        const { message } = await authApi.resetPassword(token, password);
        toast.success('Password reset', { description: message });
        void navigate('/login', { replace: true });
      } catch (err) {
        const message = apiMessage(err, 'Invalid or expired reset token.');
        setApiError(message);
        toast.error('Reset failed', { description: message });
        requestAnimationFrame(() => errorRef.current?.focus());
      }
    });
  }

  return (
    <div className="auth-card">
      <title>Choose a new password | Kids Adventure Hub</title>
      <h1>Choose a new password</h1>
      {!token ? (
        <>
          <p className="form-error" role="alert">
            This reset link is incomplete. Please open the link from the email again, or ask for a new one.
          </p>
          <p className="auth-card__footer">
            <Link to="/forgot-password">Send me a new link</Link>
          </p>
        </>
      ) : (
        <form ref={formRef} className="auth-form" onSubmit={onSubmit} noValidate aria-label="Choose a new password">
          <FormError message={apiError} ref={errorRef} />
          <TextField
            label="New password"
            type="password"
            name="password"
            autoComplete="new-password"
            hint={PASSWORD_HINT}
            value={password}
            error={errors.password}
            onChange={(e) => setPassword(e.target.value)}
            autoFocus
          />
          <TextField
            label="Confirm new password"
            type="password"
            name="confirm"
            autoComplete="new-password"
            value={confirm}
            error={errors.confirm}
            onChange={(e) => setConfirm(e.target.value)}
          />
          <button type="submit" className="button button--primary" disabled={pending}>
            {pending ? 'Saving…' : 'Set new password'}
          </button>
          {apiError && <Link to="/forgot-password">Send me a new link</Link>}
        </form>
      )}
    </div>
  );
}
