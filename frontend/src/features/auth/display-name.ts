/** Spec 000 section 2 user menu: the display name, else the part of the email before the at sign, else 'User'. */
export function displayName(user: { fullName?: string | null; email?: string | null } | null | undefined): string {
  const name = user?.fullName?.trim();
  if (name) return name;
  const local = user?.email?.split('@')[0]?.trim();
  return local || 'User';
}
