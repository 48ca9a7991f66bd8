// Spec 000 section 3: Filter state — ageGroups, parkTypes, hasParking, hasToilets, hasCoffee.
export const AGE_GROUPS = [
  { id: 'baby', label: 'Baby (0–1)' },
  { id: 'toddler', label: 'Toddler (1–3)' },
  { id: 'preschool', label: 'Preschool (3–5)' },
  { id: 'primary', label: 'Primary (5–12)' },
  { id: 'older', label: 'Older kids (12+)' },
] as const;
export type AgeGroup = (typeof AGE_GROUPS)[number]['id'];

export const PARK_FEATURES = [
  { id: 'slides', label: 'Slides' },
  { id: 'splash', label: 'Splash pad' },
  { id: 'fenced', label: 'Fenced' },
  { id: 'sensory', label: 'Sensory play' },
  { id: 'nature', label: 'Nature play' },
  { id: 'picnic', label: 'Picnic area' },
] as const;
export type ParkFeature = (typeof PARK_FEATURES)[number]['id'];

export const FILTER_FLAGS = [
  { id: 'hasParking', label: 'Parking' },
  { id: 'hasToilets', label: 'Toilets' },
  { id: 'hasCoffee', label: 'Coffee' },
] as const;
export type FilterFlag = (typeof FILTER_FLAGS)[number]['id'];

export interface ChaosFilterState {
  ageGroups: AgeGroup[];
  parkTypes: ParkFeature[];
  hasParking: boolean;
  hasToilets: boolean;
  hasCoffee: boolean;
}

export const EMPTY_CHAOS_FILTER: ChaosFilterState = { ageGroups: [], parkTypes: [], hasParking: false, hasToilets: false, hasCoffee: false };

/** n of the spec's toast: selected age groups + park types + the parking, toilets and coffee flags that are on. */
export function activeFilterCount(state: ChaosFilterState): number {
  return state.ageGroups.length + state.parkTypes.length + FILTER_FLAGS.filter((f) => state[f.id]).length;
}

export function appliedMessage(count: number): string {
  if (count === 0) return 'Filters cleared!';
  return count === 1 ? '1 filter applied!' : `${count} filters applied!`;
}

export function toggleIn<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

const STORAGE_KEY = 'kah.chaosFilter';

/** The choice survives a reload; anything unreadable or unknown in storage is ignored rather than trusted. */
export function loadChaosFilter(storage: Storage | undefined = globalThis.localStorage): ChaosFilterState {
  try {
    const raw: unknown = JSON.parse(storage?.getItem(STORAGE_KEY) ?? 'null');
    if (typeof raw !== 'object' || raw === null) return EMPTY_CHAOS_FILTER;
    const r = raw as Record<string, unknown>;
    const pick = <T extends string>(value: unknown, allowed: readonly { id: T }[]): T[] =>
      Array.isArray(value) ? allowed.map((a) => a.id).filter((id) => value.includes(id)) : [];
    return {
      ageGroups: pick(r.ageGroups, AGE_GROUPS),
      parkTypes: pick(r.parkTypes, PARK_FEATURES),
      hasParking: r.hasParking === true,
      hasToilets: r.hasToilets === true,
      hasCoffee: r.hasCoffee === true,
    };
  } catch {
    return EMPTY_CHAOS_FILTER;
  }
}

export function saveChaosFilter(state: ChaosFilterState, storage: Storage | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Private mode or a full quota: the filter still works for this visit.
  }
}
