import { createHash } from 'node:crypto';

/** Namespace for name-based navigation ids: the same slug always gets the same UUID in every environment. */
const NAVIGATION_NAMESPACE = '6c0b7f3e-2d1a-4f6b-9a8e-3c5d7e9f1a2b';

/** RFC 4122 version-5 (SHA-1, name-based) UUID. */
export function uuidV5(name: string, namespace = NAVIGATION_NAMESPACE): string {
  const ns = Buffer.from(namespace.replace(/-/g, ''), 'hex');
  const hash = createHash('sha1').update(ns).update(name, 'utf8').digest();
  const bytes = hash.subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function navigationItemId(slug: string): string {
  return uuidV5(`navigation-item:${slug}`);
}

/** Only UUIDs are item ids (spec 000 section 5: the fixed fallback-tree ids are never tracked). */
export function isUuid(id: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
}
