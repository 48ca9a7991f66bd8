// Kept in step with NewsletterSubscribeRequestSchema in @kah/api-contract (no zod in the bundle).
export const NEWSLETTER_EMAIL_MESSAGE = 'Please enter a valid email address.';
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function newsletterEmailError(raw: string): string | undefined {
  const email = raw.trim();
  if (email.length === 0 || email.length > 254 || !EMAIL_PATTERN.test(email)) return NEWSLETTER_EMAIL_MESSAGE;
  return undefined;
}
