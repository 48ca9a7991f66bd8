import type { PASSWORD_MIN_LENGTH as ContractPasswordMin } from '@kah/api-contract';

// Re-declared, not imported: the contract package carries zod at runtime. `typeof` keeps the number in sync.
export const PASSWORD_MIN_LENGTH: typeof ContractPasswordMin = 10;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_POLICY_MESSAGE = `Password must be at least ${PASSWORD_MIN_LENGTH} characters and include a letter and a number`;
export const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters, with a letter and a number.`;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailError(value: string): string | undefined {
  const email = value.trim();
  if (!email) return 'Email is required';
  if (email.length > 254 || !EMAIL_PATTERN.test(email)) return 'Please enter a valid email address';
  return undefined;
}

export function requiredPasswordError(value: string): string | undefined {
  return value ? undefined : 'Password is required';
}

/** The API's policy (api-contract NewPasswordSchema): length, a letter and a number. */
export function newPasswordError(value: string): string | undefined {
  if (!value) return 'Password is required';
  if (value.length > PASSWORD_MAX_LENGTH) return `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;
  if (value.length < PASSWORD_MIN_LENGTH || !/\p{L}/u.test(value) || !/\p{N}/u.test(value)) return PASSWORD_POLICY_MESSAGE;
  return undefined;
}

export function confirmPasswordError(password: string, confirm: string): string | undefined {
  if (!confirm) return 'Please confirm your password';
  return confirm === password ? undefined : 'Passwords do not match';
}

export function fullNameError(value: string): string | undefined {
  const name = value.trim();
  if (!name) return 'Please enter your name';
  if (name.length > 100) return 'Name must be at most 100 characters';
  return undefined;
}

export function totpCodeError(value: string): string | undefined {
  return /^\d{6}$/.test(value.trim()) ? undefined : 'Enter the 6-digit code from your authenticator app';
}

/** Login's second step takes an authenticator code or a recovery code. */
export function secondFactorError(value: string): string | undefined {
  const code = value.trim();
  if (!code) return 'Enter the code from your authenticator app or a recovery code';
  return code.length > 40 ? 'That code is too long' : undefined;
}

export function avatarUrlError(value: string): string | undefined {
  const url = value.trim();
  if (!url) return undefined;
  try {
    return new URL(url).protocol === 'https:' ? undefined : 'Avatar must be an https URL';
  } catch {
    return 'Avatar must be an https URL';
  }
}

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export function hasErrors(errors: Record<string, string | undefined>): boolean {
  return Object.values(errors).some(Boolean);
}
