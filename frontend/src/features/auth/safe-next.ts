/** Where to go after signing in: the remembered page when it is a path on this site, else the spec's /dashboard. */
export function safeNextPath(next: string | null | undefined, fallback = '/dashboard'): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  // Never bounce back to the auth screens themselves.
  if (/^\/(login|register)(\/|\?|$)/.test(next)) return fallback;
  return next;
}

export function loginPathFor(location: { pathname: string; search: string; hash?: string }): string {
  return `/login?next=${encodeURIComponent(`${location.pathname}${location.search}`)}`;
}
