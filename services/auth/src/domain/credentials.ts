import { DomainError, DomainErrorCode } from '@kah/runtime';

// The gateway validates the same rules with zod (packages/api-contract auth.contract.ts); the
// service checks again because it must never trust its caller.
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_POLICY_MESSAGE = `Password must be at least ${PASSWORD_MIN_LENGTH} characters and include a letter and a number`;
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function normaliseEmail(raw: string): string {
  const email = raw.trim().toLowerCase();
  if (email.length === 0 || email.length > 254 || !EMAIL_RE.test(email)) {
    throw new DomainError(DomainErrorCode.InvalidArgument, 'Please enter a valid email address');
  }
  return email;
}

export function checkPasswordPolicy(password: string): void {
  if (!isAcceptablePassword(password)) throw new DomainError(DomainErrorCode.InvalidArgument, PASSWORD_POLICY_MESSAGE);
}

export function isAcceptablePassword(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH && /\p{L}/u.test(password) && /\p{N}/u.test(password);
}

export function normaliseFullName(raw: string): string {
  const name = raw.trim().replace(/\s+/g, ' ');
  if (name.length === 0) throw new DomainError(DomainErrorCode.InvalidArgument, 'Please enter your name');
  if (name.length > 100) throw new DomainError(DomainErrorCode.InvalidArgument, 'Name must be at most 100 characters');
  return name;
}
