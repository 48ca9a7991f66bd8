/** One rule for the address, shared by the service; the gateway and the browser apply the same shape. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function normaliseNewsletterEmail(raw: string): string | undefined {
  const email = raw.trim().toLowerCase();
  if (email.length === 0 || email.length > 254 || !EMAIL_PATTERN.test(email)) return undefined;
  return email;
}
