import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import {
  PASSWORD_HINT,
  confirmPasswordError,
  emailError,
  fullNameError,
  hasErrors,
  newPasswordError,
} from '../features/auth/auth-validation';
import { FormError, TextField, focusFirstInvalid } from '../features/auth/form-field';
import { safeNextPath } from '../features/auth/safe-next';
import { register } from '../features/auth/session-store';
import { apiMessage, usePendingAction } from '../features/auth/use-pending-action';
import { useSession } from '../features/auth/use-session';

type Field = 'fullName' | 'email' | 'password' | 'confirm';

export function validateRegistration(values: Record<Field, string>): Partial<Record<Field, string>> {
  return {
    fullName: fullNameError(values.fullName),
    email: emailError(values.email),
    password: newPasswordError(values.password),
    confirm: confirmPasswordError(values.password, values.confirm),
  };
}

/** Creates the account (signed in at once; a verification link is mailed) and goes to /dashboard. */
export function RegisterPage() {
  const session = useSession();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const navigate = useNavigate();
  const [values, setValues] = useState<Record<Field, string>>({ fullName: '', email: '', password: '', confirm: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [apiError, setApiError] = useState<string>();
  const { pending, run } = usePendingAction();
  const attempted = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);

  if (session.status === 'signed-in' && !attempted.current) return <Navigate to={next} replace />;

  const set = (field: Field) => (e: ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [field]: e.target.value }));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateRegistration(values);
    setErrors(found);
    if (hasErrors(found)) {
      focusFirstInvalid(formRef.current);
      return;
    }
    void run(async () => {
      setApiError(undefined);
      attempted.current = true;
      try {
        await register(values.fullName, values.email, values.password);
        toast.success('Welcome!', { description: 'Account created! Please check your email to verify your account.' });
        void navigate(next, { replace: true });
      } catch (error) {
        const message = apiMessage(error, 'Please try again.');
        setApiError(message);
        toast.error('Registration failed', { description: message });
        requestAnimationFrame(() => errorRef.current?.focus());
      }
    });
  }

  return (
    <div className="auth-card">
      <title>Create an account | Kids Adventure Hub</title>
      <h1>Create your account</h1>
      <p className="auth-card__lead">Save favourites, build collections and pick up where you left off on any device.</p>
      <form ref={formRef} className="auth-form" onSubmit={onSubmit} noValidate aria-label="Create an account">
        <FormError message={apiError} ref={errorRef} />
        <TextField label="Your name" name="fullName" autoComplete="name" value={values.fullName} error={errors.fullName} onChange={set('fullName')} autoFocus />
        <TextField label="Email" type="email" name="email" autoComplete="email" inputMode="email" value={values.email} error={errors.email} onChange={set('email')} />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="new-password"
          hint={PASSWORD_HINT}
          value={values.password}
          error={errors.password}
          onChange={set('password')}
        />
        <TextField
          label="Confirm password"
          type="password"
          name="confirm"
          autoComplete="new-password"
          value={values.confirm}
          error={errors.confirm}
          onChange={set('confirm')}
        />
        <button type="submit" className="button button--primary" disabled={pending}>
          {pending ? 'Creating account…' : 'Create account'}
        </button>
      </form>
      <div className="auth-card__footer">
        <p>
          Already have an account? <Link to={params.get('next') ? `/login?next=${encodeURIComponent(next)}` : '/login'}>Log in</Link>
        </p>
      </div>
    </div>
  );
}
