import { v5 as uuidv5, validate as uuidValidate } from 'uuid';

/** Namespace for the catalog's name-based ids: the same slug always gets the same UUID. */
const CATALOG_NAMESPACE = '2f1e0c9a-6a57-4c1e-9d41-5b8f3c0e7a12';

/** Old short ids from the first version of the product (spec 001 section 3/5). */
export const LEGACY_IDS = ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7', 'a8', 'a9', 'a10', '1', '2', '3', '4', '5', '6'] as const;

export function isLegacyId(id: string): boolean {
  return (LEGACY_IDS as readonly string[]).includes(id);
}

/** The fixed UUID an old short id maps to. */
export function legacyIdToUuid(legacyId: string): string {
  return uuidv5(`legacy:${legacyId}`, CATALOG_NAMESPACE);
}

export function slugToUuid(slug: string): string {
  return uuidv5(`activity:${slug}`, CATALOG_NAMESPACE);
}

/** A UUID of versions 1-5 with variant 8, 9, a or b (spec 001 section 5). */
export function isAcceptedUuid(id: string): boolean {
  return uuidValidate(id) && /^[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i.test(id);
}

export type ActivityIdLookup = { kind: 'legacy'; legacyId: string } | { kind: 'uuid'; id: string } | { kind: 'invalid' };

export function parseActivityId(raw: string): ActivityIdLookup {
  const id = raw.trim();
  if (isLegacyId(id)) return { kind: 'legacy', legacyId: id };
  if (isAcceptedUuid(id)) return { kind: 'uuid', id: id.toLowerCase() };
  return { kind: 'invalid' };
}
