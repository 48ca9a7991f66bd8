import { useId, useState, type FormEvent } from 'react';
import { useNewsletterSubscribe } from '../../api/navigation-queries';
import { newsletterEmailError } from './newsletter-email';

/** Validates in the browser, then stores the address; the button is disabled while a request is in flight (no double submit). */
export function NewsletterForm() {
  const inputId = useId();
  const messageId = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const subscribe = useNewsletterSubscribe();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (subscribe.isPending) return;
    const problem = newsletterEmailError(email);
    setError(problem);
    if (problem) return;
    subscribe.mutate(email.trim(), {
      onSuccess: () => setEmail(''),
      onError: (err) => setError(err.message),
    });
  }

  const success = subscribe.isSuccess && !error ? subscribe.data.message : undefined;
  return (
    <form className="newsletter" onSubmit={onSubmit} noValidate aria-labelledby={`${inputId}-heading`}>
      <h2 id={`${inputId}-heading`} className="newsletter__heading">
        Weekly ideas in your inbox
      </h2>
      <label htmlFor={inputId} className="newsletter__label">
        Email address
      </label>
      <div className="newsletter__row">
        <input
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            if (error) setError(undefined);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={messageId}
          className="newsletter__input"
        />
        <button type="submit" className="button button--primary newsletter__submit" disabled={subscribe.isPending}>
          {subscribe.isPending ? 'Subscribing…' : 'Subscribe'}
        </button>
      </div>
      <p id={messageId} className={`newsletter__message${error ? ' is-error' : ''}`} role={error ? 'alert' : 'status'}>
        {error ?? success ?? ''}
      </p>
    </form>
  );
}
