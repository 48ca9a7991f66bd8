import type { Preferences, SessionUser } from '@kah/api-contract';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { authApi } from '../api/auth-api';
import { FormError } from '../features/auth/form-field';
import { RequireAuth } from '../features/auth/require-auth';
import { updateSessionUser } from '../features/auth/session-store';
import { apiMessage, usePendingAction } from '../features/auth/use-pending-action';
import { useSession } from '../features/auth/use-session';
import { writeKidsMode } from '../features/kids-mode/kids-mode-store';
import '../features/auth/auth.css';

type Flag = 'showNotifications' | 'autoPlayVideos' | 'compactView' | 'kidsMode';
type Theme = NonNullable<Preferences['theme']>;

// Spec 000 section 3: app preferences {showNotifications, autoPlayVideos, compactView}; ui {kidsMode, theme}.
const FLAGS: { key: Flag; label: string; fallback: boolean }[] = [
  { key: 'showNotifications', label: 'Show notifications', fallback: true },
  { key: 'autoPlayVideos', label: 'Play videos automatically', fallback: false },
  { key: 'compactView', label: 'Compact view', fallback: false },
  { key: 'kidsMode', label: 'Kids mode (larger, playful font)', fallback: false },
];
const THEMES: { value: Theme; label: string }[] = [
  { value: 'system', label: 'Same as my device' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

export function PreferencesPage() {
  return (
    <RequireAuth>
      <PreferencesScreen />
    </RequireAuth>
  );
}

function PreferencesScreen() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <div className="account-page">
      <title>Preferences | Kids Adventure Hub</title>
      <h1>Preferences</h1>
      <section className="account-section" aria-label="Preferences">
        <PreferencesForm user={user} />
      </section>
    </div>
  );
}

function initialFlags(prefs: Record<string, unknown>): Record<Flag, boolean> {
  return Object.fromEntries(FLAGS.map((f) => [f.key, typeof prefs[f.key] === 'boolean' ? prefs[f.key] : f.fallback])) as Record<Flag, boolean>;
}

function PreferencesForm({ user }: { user: SessionUser }) {
  const [flags, setFlags] = useState(() => initialFlags(user.preferences));
  const [theme, setTheme] = useState<Theme>(() => (THEMES.some((t) => t.value === user.preferences.theme) ? (user.preferences.theme as Theme) : 'system'));
  const [apiError, setApiError] = useState<string>();
  const { pending, run } = usePendingAction();
  const themeId = useId();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void run(async () => {
      setApiError(undefined);
      try {
        const { data } = await authApi.updatePreferences({ ...flags, theme });
        updateSessionUser(data.user);
        // The header's Kids mode switch follows the saved preference at once.
        if (typeof data.user.preferences.kidsMode === 'boolean') writeKidsMode(data.user.preferences.kidsMode);
        toast.success('Preferences saved');
      } catch (error) {
        const message = apiMessage(error, 'Please try again.');
        setApiError(message);
        toast.error('Update failed', { description: message });
      }
    });
  }

  return (
    <form className="auth-form" onSubmit={onSubmit} aria-label="Preferences">
      <FormError message={apiError} />
      {FLAGS.map((f) => (
        <label key={f.key} className="form-check">
          <input type="checkbox" name={f.key} checked={flags[f.key]} onChange={(e) => setFlags((v) => ({ ...v, [f.key]: e.target.checked }))} />
          {f.label}
        </label>
      ))}
      <div className="form-field">
        <label htmlFor={themeId} className="form-field__label">
          Theme
        </label>
        <select id={themeId} className="form-select" value={theme} onChange={(e) => setTheme(e.target.value as Theme)}>
          {THEMES.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button--primary" disabled={pending}>
        {pending ? 'Saving…' : 'Save preferences'}
      </button>
    </form>
  );
}
