import { useId, type InputHTMLAttributes, type Ref } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input whose hint and inline error are tied to it with aria-describedby. */
export function TextField({ label, error, hint, ref, className, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['form-field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      <input id={id} ref={ref} className="form-field__input" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {hint && (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** The form-level message (usually the API's): announced, and focusable so focus can move to it. */
export function FormError({ message, ref }: { message: string | undefined; ref?: Ref<HTMLParagraphElement> }) {
  if (!message) return null;
  return (
    <p className="form-error" role="alert" tabIndex={-1} ref={ref}>
      {message}
    </p>
  );
}

/** After a failed submit: focus the first field marked invalid so keyboard and screen-reader users land on it. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
