import type { SessionUser } from '@kah/api-contract';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { PageLoading } from '../layout/page-loading';
import { verifyEmail } from '../features/auth/session-store';
import { apiMessage, tokenFromHash } from '../features/auth/use-pending-action';

export const VERIFICATION_FAILED_DEFAULT = 'Invalid or expired verification token.';

// The token works once: a remount (StrictMode, a quick back-and-forth) must not spend it twice.
const attempts = new Map<string, Promise<SessionUser>>();

/** The emailed link (/verify-email#token=…): confirms the email, signs in and goes to /dashboard. */
export function VerifyEmailPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => tokenFromHash(location.hash));
  const [error, setError] = useState<string | null>(token ? null : 'This verification link is incomplete. Please open the link from the email again.');
  const errorRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (!token) return;
    let current = true;
    let attempt = attempts.get(token);
    if (!attempt) {
      attempt = verifyEmail(token);
      attempts.set(token, attempt);
    }
    attempt.then(
      () => {
        if (!current) return;
        toast.success('Email Verified!', { description: 'Thanks for confirming your email address.' });
        void navigate('/dashboard', { replace: true });
      },
      (err: unknown) => {
        if (!current) return;
        const message = apiMessage(err, VERIFICATION_FAILED_DEFAULT);
        setError(message);
        toast.error('Verification failed', { description: message });
        void navigate({ pathname: location.pathname }, { replace: true });
      },
    );
    return () => {
      current = false;
    };
  }, [token]);

  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

  return (
    <div className="auth-card">
      <title>Verify your email | Kids Adventure Hub</title>
      <h1>Verify your email</h1>
      {error ? (
        <>
          <p className="form-error" role="alert" tabIndex={-1} ref={errorRef}>
            {error}
          </p>
          <p className="auth-card__footer">
            <Link to="/dashboard">Go to your dashboard</Link> to ask for a new link.
          </p>
        </>
      ) : (
        <PageLoading />
      )}
    </div>
  );
}
