import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { emailError, hasErrors, requiredPasswordError, secondFactorError } from '../features/auth/auth-validation';
import { FormError, TextField, focusFirstInvalid } from '../features/auth/form-field';
import { safeNextPath } from '../features/auth/safe-next';
import { completeTwoFactor, signIn } from '../features/auth/session-store';
import { apiMessage, usePendingAction } from '../features/auth/use-pending-action';
import { useSession } from '../features/auth/use-session';

export const LOGIN_FAILED_DEFAULT = 'Please check your credentials and try again.';

function welcome() {
  toast.success('Welcome back!', { description: 'You have been logged in successfully' });
}

/** Email and password, then (when the account has two-factor on) the code step; back to ?next= or /dashboard. */
export function LoginPage() {
  const session = useSession();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const navigate = useNavigate();
  const [twoFactorToken, setTwoFactorToken] = useState<string | null>(null);
  // Set when this visit signs in, so the page's own redirect (for visitors already signed in) stays out of the way.
  const attempted = useRef(false);

  if (session.status === 'signed-in' && !attempted.current) return <Navigate to={next} replace />;

  const onAttempt = () => {
    attempted.current = true;
  };
  const finish = () => {
    welcome();
    void navigate(next, { replace: true });
  };

  return (
    <div className="auth-card">
      <title>Log in | Kids Adventure Hub</title>
      {twoFactorToken ? (
        <TwoFactorStep twoFactorToken={twoFactorToken} onAttempt={onAttempt} onDone={finish} onRestart={() => setTwoFactorToken(null)} />
      ) : (
        <PasswordStep onAttempt={onAttempt} onTwoFactor={setTwoFactorToken} onDone={finish} />
      )}
      <div className="auth-card__footer">
        <p>
          <Link to="/forgot-password">Forgot your password?</Link>
        </p>
        <p>
          New here? <Link to={params.get('next') ? `/register?next=${encodeURIComponent(next)}` : '/register'}>Create an account</Link>
        </p>
      </div>
    </div>
  );
}

function PasswordStep({ onAttempt, onTwoFactor, onDone }: { onAttempt: () => void; onTwoFactor: (token: string) => void; onDone: () => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [apiError, setApiError] = useState<string>();
  const { pending, run } = usePendingAction();
  const formRef = useRef<HTMLFormElement>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = { email: email.trim() ? emailError(email) : 'Email is required', password: requiredPasswordError(password) };
    setErrors(found);
    if (hasErrors(found)) {
      focusFirstInvalid(formRef.current);
      return;
    }
    void run(async () => {
      setApiError(undefined);
      onAttempt();
      try {
        const result = await signIn(email, password);
        if (result.requiresTwoFactor) onTwoFactor(result.twoFactorToken);
        else onDone();
      } catch (error) {
        const message = apiMessage(error, LOGIN_FAILED_DEFAULT);
        setApiError(message);
        toast.error('Login failed', { description: message });
        requestAnimationFrame(() => errorRef.current?.focus());
      }
    });
  }

  return (
    <>
      <h1>Welcome back</h1>
      <p className="auth-card__lead">Log in to see your favourites on every device.</p>
      <form ref={formRef} className="auth-form" onSubmit={onSubmit} noValidate aria-label="Log in">
        <FormError message={apiError} ref={errorRef} />
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          error={errors.email}
          onChange={(e) => setEmail(e.target.value)}
          autoFocus
        />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          error={errors.password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <button type="submit" className="button button--primary" disabled={pending}>
          {pending ? 'Logging in…' : 'Log in'}
        </button>
      </form>
    </>
  );
}

function TwoFactorStep({
  twoFactorToken,
  onAttempt,
  onDone,
  onRestart,
}: {
  twoFactorToken: string;
  onAttempt: () => void;
  onDone: () => void;
  onRestart: () => void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [apiError, setApiError] = useState<string>();
  const { pending, run } = usePendingAction();
  const inputRef = useRef<HTMLInputElement>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => inputRef.current?.focus(), []);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = secondFactorError(code);
    setError(problem);
    if (problem) {
      inputRef.current?.focus();
      return;
    }
    void run(async () => {
      setApiError(undefined);
      onAttempt();
      try {
        await completeTwoFactor(twoFactorToken, code);
        onDone();
      } catch (err) {
        const message = apiMessage(err, LOGIN_FAILED_DEFAULT);
        setApiError(message);
        toast.error('Login failed', { description: message });
        requestAnimationFrame(() => errorRef.current?.focus());
      }
    });
  }

  return (
    <>
      <h1>Two-step verification</h1>
      <p className="auth-card__lead">Your account has two-factor authentication turned on.</p>
      <form className="auth-form" onSubmit={onSubmit} noValidate aria-label="Two-step verification">
        <FormError message={apiError} ref={errorRef} />
        <TextField
          ref={inputRef}
          label="Authentication code"
          name="code"
          autoComplete="one-time-code"
          inputMode="text"
          hint="The 6-digit code from your authenticator app, or one of your recovery codes."
          value={code}
          error={error}
          onChange={(e) => setCode(e.target.value)}
        />
        <button type="submit" className="button button--primary" disabled={pending}>
          {pending ? 'Checking…' : 'Verify and log in'}
        </button>
        <button type="button" className="button button--ghost" onClick={onRestart}>
          Use a different account
        </button>
      </form>
    </>
  );
}
