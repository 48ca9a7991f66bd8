import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  activeFilterCount,
  EMPTY_CHAOS_FILTER,
  loadChaosFilter,
  saveChaosFilter,
  toggleIn,
  type AgeGroup,
  type ChaosFilterState,
  type FilterFlag,
  type ParkFeature,
} from './chaos-filter-state';

export interface ChaosFilterApi {
  filters: ChaosFilterState;
  activeCount: number;
  /** Each toggle returns the new active count, for the toast. */
  toggleAgeGroup: (group: AgeGroup) => number;
  toggleParkType: (feature: ParkFeature) => number;
  toggleFlag: (flag: FilterFlag) => number;
  clear: () => void;
}

const ChaosFilterContext = createContext<ChaosFilterApi | null>(null);

/** The shell's global filter (spec 000 section 2); pages read it with useChaosFilter(). */
export function ChaosFilterProvider({ children }: { children: ReactNode }) {
  const [filters, setFilters] = useState<ChaosFilterState>(() => loadChaosFilter());

  useEffect(() => saveChaosFilter(filters), [filters]);

  const update = useCallback(
    (next: (s: ChaosFilterState) => ChaosFilterState) => {
      // Computed from the current render's state so the caller gets the count synchronously for its toast.
      const value = next(filters);
      setFilters(value);
      return activeFilterCount(value);
    },
    [filters],
  );

  const api = useMemo<ChaosFilterApi>(
    () => ({
      filters,
      activeCount: activeFilterCount(filters),
      toggleAgeGroup: (group) => update((s) => ({ ...s, ageGroups: toggleIn(s.ageGroups, group) })),
      toggleParkType: (feature) => update((s) => ({ ...s, parkTypes: toggleIn(s.parkTypes, feature) })),
      toggleFlag: (flag) => update((s) => ({ ...s, [flag]: !s[flag] })),
      clear: () => setFilters(EMPTY_CHAOS_FILTER),
    }),
    [filters, update],
  );

  return <ChaosFilterContext.Provider value={api}>{children}</ChaosFilterContext.Provider>;
}

export function useChaosFilter(): ChaosFilterApi {
  const api = useContext(ChaosFilterContext);
  if (!api) throw new Error('useChaosFilter must be used inside ChaosFilterProvider');
  return api;
}
