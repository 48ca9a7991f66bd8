import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { authApi } from '../api/auth-api';
import { emailError } from '../features/auth/auth-validation';
import { FormError, TextField } from '../features/auth/form-field';
import { apiMessage, usePendingAction } from '../features/auth/use-pending-action';

/** Mails a single-use reset link; the answer is the same whether or not the account exists. */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [apiError, setApiError] = useState<string>();
  const [sent, setSent] = useState<string>();
  const { pending, run } = usePendingAction();
  const inputRef = useRef<HTMLInputElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = emailError(email);
    setError(problem);
    if (problem) {
      inputRef.current?.focus();
      return;
    }
    void run(async () => {
      setApiError(undefined);
      try {
        const { message } = await authApi.forgotPassword(email.trim());
        setSent(message);
        toast.success('Reset email sent', { description: message });
        requestAnimationFrame(() => statusRef.current?.focus());
      } catch (err) {
        const message = apiMessage(err, 'Please try again.');
        setApiError(message);
        toast.error('Reset failed', { description: message });
      }
    });
  }

  return (
    <div className="auth-card">
      <title>Forgot password | Kids Adventure Hub</title>
      <h1>Forgot your password?</h1>
      <p className="auth-card__lead">Enter your email and we will send you a link to choose a new one.</p>
      {sent ? (
        <p className="form-success" role="status" tabIndex={-1} ref={statusRef}>
          {sent}
        </p>
      ) : (
        <form className="auth-form" onSubmit={onSubmit} noValidate aria-label="Forgot password">
          <FormError message={apiError} />
          <TextField
            ref={inputRef}
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            value={email}
            error={error}
            onChange={(e) => setEmail(e.target.value)}
            autoFocus
          />
          <button type="submit" className="button button--primary" disabled={pending}>
            {pending ? 'Sending…' : 'Send reset link'}
          </button>
        </form>
      )}
      <div className="auth-card__footer">
        <p>
          <Link to="/login">Back to log in</Link>
        </p>
      </div>
    </div>
  );
}
