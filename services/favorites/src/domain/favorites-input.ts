import { DomainError, DomainErrorCode, isUuid } from '@kah/runtime';

// The service checks its own input even though the gateway validates first: gRPC callers other
// than the gateway must not be able to store what the HTTP contract would refuse.

export const COLLECTION_NOT_FOUND = 'Collection not found';
export const MAX_MERGE_IDS = 500;
const COLOR_RE = /^#[0-9A-Fa-f]{6}$/;

const invalid = (message: string) => new DomainError(DomainErrorCode.InvalidArgument, message);

export function userIdOf(raw: string): string {
  if (!isUuid(raw)) throw invalid('userId must be a UUID');
  return raw.toLowerCase();
}

export function activityIdOf(raw: string): string {
  const id = raw.trim();
  if (!isUuid(id)) throw invalid('activityId must be a UUID');
  return id.toLowerCase();
}

/** A malformed collection id cannot name one of the user's collections: same answer as a missing one. */
export function collectionIdOf(raw: string): string {
  const id = raw.trim();
  if (!isUuid(id)) throw new DomainError(DomainErrorCode.NotFound, COLLECTION_NOT_FOUND);
  return id.toLowerCase();
}

export function notesOf(raw: string | undefined): string | null {
  const notes = raw?.trim() ?? '';
  if (notes.length > 500) throw invalid('notes must be at most 500 characters');
  return notes === '' ? null : notes;
}

/** De-duplicated (first occurrence wins), all UUIDs, at most 500. */
export function mergeIdsOf(raw: string[]): string[] {
  if (raw.length > MAX_MERGE_IDS) throw invalid(`activityIds must hold at most ${MAX_MERGE_IDS} ids`);
  return [...new Set(raw.map(activityIdOf))];
}

export function collectionNameOf(raw: string): string {
  const name = raw.trim();
  if (name.length < 1) throw invalid('name is required');
  if (name.length > 80) throw invalid('name must be at most 80 characters');
  return name;
}

export function descriptionOf(raw: string): string {
  const description = raw.trim();
  if (description.length > 500) throw invalid('description must be at most 500 characters');
  return description;
}

export function colorOf(raw: string): string {
  const color = raw.trim();
  if (!COLOR_RE.test(color)) throw invalid('color must be a hex colour like #FF69B4');
  return color.toUpperCase();
}

export function iconOf(raw: string): string {
  const icon = raw.trim();
  if (icon.length < 1 || icon.length > 40) throw invalid('icon must be 1 to 40 characters');
  return icon;
}
