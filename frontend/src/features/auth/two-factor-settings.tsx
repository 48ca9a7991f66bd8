import type { SessionUser } from '@kah/api-contract';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { authApi } from '../../api/auth-api';
import { hasErrors, requiredPasswordError, secondFactorError, totpCodeError } from './auth-validation';
import { FormError, TextField, focusFirstInvalid } from './form-field';
import { updateSessionUser } from './session-store';
import { apiMessage, usePendingAction } from './use-pending-action';

type Stage = { kind: 'idle' } | { kind: 'scan'; secret: string; otpauthUrl: string } | { kind: 'codes'; codes: string[] };

/** Two-factor (TOTP) enrolment with a QR code, recovery codes shown once, and turning it off. */
export function TwoFactorSettings({ user }: { user: SessionUser }) {
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const start = usePendingAction();
  const [apiError, setApiError] = useState<string>();

  if (stage.kind === 'codes') return <RecoveryCodes codes={stage.codes} onDone={() => setStage({ kind: 'idle' })} />;
  if (stage.kind === 'scan') {
    return <EnrolStep secret={stage.secret} otpauthUrl={stage.otpauthUrl} onEnabled={(codes) => setStage({ kind: 'codes', codes })} onCancel={() => setStage({ kind: 'idle' })} />;
  }
  if (user.twoFactorEnabled) return <DisableForm />;

  return (
    <div>
      <p>Two-factor authentication is off. Turn it on to ask for a code from your phone whenever you log in.</p>
      <FormError message={apiError} />
      <button
        type="button"
        className="button button--primary"
        disabled={start.pending}
        onClick={() =>
          void start.run(async () => {
            setApiError(undefined);
            try {
              const { data } = await authApi.beginTwoFactorSetup();
              setStage({ kind: 'scan', secret: data.secret, otpauthUrl: data.otpauthUrl });
            } catch (error) {
              setApiError(apiMessage(error, 'Please try again.'));
            }
          })
        }
      >
        {start.pending ? 'Starting…' : 'Set up two-factor authentication'}
      </button>
    </div>
  );
}

function EnrolStep({ secret, otpauthUrl, onEnabled, onCancel }: { secret: string; otpauthUrl: string; onEnabled: (codes: string[]) => void; onCancel: () => void }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [apiError, setApiError] = useState<string>();
  const { pending, run } = usePendingAction();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => headingRef.current?.focus(), []);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = totpCodeError(code);
    setError(problem);
    if (problem) {
      focusFirstInvalid(event.currentTarget);
      return;
    }
    void run(async () => {
      setApiError(undefined);
      try {
        const { data } = await authApi.enableTwoFactor(code.trim());
        const { data: me } = await authApi.verify();
        updateSessionUser(me.user);
        toast.success('Two-factor authentication is on');
        onEnabled(data.recoveryCodes);
      } catch (err) {
        setApiError(apiMessage(err, 'Invalid two-factor code'));
      }
    });
  }

  return (
    <div>
      <h3 tabIndex={-1} ref={headingRef}>
        Scan this code with your authenticator app
      </h3>
      <div className="two-factor-qr">
        <QRCodeSVG value={otpauthUrl} size={184} title="QR code for your authenticator app" />
      </div>
      <p>
        Can&apos;t scan it? Enter this key instead: <code className="two-factor-secret" data-testid="totp-secret">{secret}</code>
      </p>
      <form className="auth-form" onSubmit={onSubmit} noValidate aria-label="Confirm two-factor authentication">
        <FormError message={apiError} />
        <TextField
          label="6-digit code from the app"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          error={error}
          onChange={(e) => setCode(e.target.value)}
        />
        <div className="state-panel__actions">
          <button type="submit" className="button button--primary" disabled={pending}>
            {pending ? 'Checking…' : 'Turn on two-factor'}
          </button>
          <button type="button" className="button button--ghost" onClick={onCancel}>
            Cancel
          </button>
        </div>
      </form>
    </div>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div>
      <h3 tabIndex={-1} ref={headingRef}>
        Save your recovery codes
      </h3>
      <p>
        Each code lets you log in once if you lose your phone. Keep them somewhere safe: <strong>they are shown only this once.</strong>
      </p>
      <ul className="recovery-codes" aria-label="Recovery codes">
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <button type="button" className="button button--primary" onClick={onDone}>
        I have saved my recovery codes
      </button>
    </div>
  );
}

function DisableForm() {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ password?: string; code?: string }>({});
  const [apiError, setApiError] = useState<string>();
  const { pending, run } = usePendingAction();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const found = { password: requiredPasswordError(password), code: secondFactorError(code) };
    setErrors(found);
    if (hasErrors(found)) {
      focusFirstInvalid(form);
      return;
    }
    void run(async () => {
      setApiError(undefined);
      try {
        const { data } = await authApi.disableTwoFactor({ password, code: code.trim() });
        updateSessionUser(data.user);
        toast.success('Two-factor authentication is off');
      } catch (err) {
        setApiError(apiMessage(err, 'Please try again.'));
      }
    });
  }

  return (
    <div>
      <p>
        <strong>Two-factor authentication is on.</strong> To turn it off, confirm your password and a current code (or a recovery code).
      </p>
      <form className="auth-form" onSubmit={onSubmit} noValidate aria-label="Turn off two-factor authentication">
        <FormError message={apiError} />
        <TextField label="Password" type="password" name="password" autoComplete="current-password" value={password} error={errors.password} onChange={(e) => setPassword(e.target.value)} />
        <TextField label="Authentication code" name="code" autoComplete="one-time-code" value={code} error={errors.code} onChange={(e) => setCode(e.target.value)} />
        <button type="submit" className="button button--outline" disabled={pending}>
          {pending ? 'Turning off…' : 'Turn off two-factor'}
        </button>
      </form>
    </div>
  );
}
