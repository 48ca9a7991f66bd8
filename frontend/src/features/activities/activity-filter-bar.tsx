import { useId, useState } from 'react';
import { ACTIVITY_TYPE_LABELS, ACTIVITY_TYPES, POPULAR_TAG_LABELS, POPULAR_TAGS } from '../../constants/activity-constants';
import { type ActivitySort, countActiveFilters, hasAnyFilter } from './activity-filters';
import { ActivitySearchBox } from './activity-search-box';
import { LocationFilter } from './location-filter';
import type { ActivityFilterActions } from './use-activity-filters';
import { FilterIcon } from './inline-icons';
import './activity-filter-bar.css';

function ToggleChip({ label, pressed, onToggle }: { label: string; pressed: boolean; onToggle: () => void }) {
  return (
    <button type="button" className="chip" aria-pressed={pressed} onClick={onToggle}>
      {label}
    </button>
  );
}

const SORT_LABELS: Record<ActivitySort, string> = { distance: 'Nearest', popular: 'Most popular', title: 'A–Z' };

export function ActivityFilterBar({
  filters,
  toggleType,
  toggleTag,
  toggleFree,
  toggleOpenNow,
  setSearch,
  setRadius,
  setSort,
  clearLocation,
  clearAll,
}: ActivityFilterActions) {
  const [panelOpen, setPanelOpen] = useState(false);
  const panelId = useId();
  const sortId = useId();
  // Nearest first only makes sense once we know where the parent is.
  const sorts: ActivitySort[] = filters.location ? ['distance', 'popular', 'title'] : ['popular', 'title'];
  const activeCount = countActiveFilters(filters);
  const otherTags = filters.tags.filter((tag) => !(POPULAR_TAGS as readonly string[]).includes(tag));

  return (
    <section className="filter-bar" aria-label="Search and filters">
      <ActivitySearchBox value={filters.search} onSearch={setSearch} />

      <div className="filter-bar__actions">
        <button
          type="button"
          className="button button--outline filter-bar__toggle"
          aria-expanded={panelOpen}
          aria-controls={panelId}
          onClick={() => setPanelOpen((open) => !open)}
        >
          <FilterIcon />
          Filters
          {activeCount > 0 && (
            <span className="filter-bar__count">
              {activeCount}
              <span className="visually-hidden"> active</span>
            </span>
          )}
        </button>
        <button type="button" className="chip chip--free" aria-pressed={filters.free} onClick={toggleFree}>
          Free Only
        </button>
        <button type="button" className="chip chip--open" aria-pressed={filters.openNow} onClick={toggleOpenNow}>
          Open now
        </button>
        <span className="filter-bar__sort">
          <label htmlFor={sortId}>Sort</label>
          <select
            id={sortId}
            className="filter-bar__select"
            value={filters.sort}
            onChange={(event) => setSort(event.target.value as ActivitySort)}
          >
            {sorts.map((sort) => (
              <option key={sort} value={sort}>
                {SORT_LABELS[sort]}
              </option>
            ))}
          </select>
        </span>
        <button
          type="button"
          className="button button--ghost filter-bar__clear"
          // Nothing to clear: do not push an identical history entry.
          onClick={() => hasAnyFilter(filters) && clearAll()}
          aria-disabled={!hasAnyFilter(filters)}
        >
          Clear All
        </button>
      </div>

      {filters.location && (
        <LocationFilter location={filters.location} onRadiusChange={setRadius} onRemove={clearLocation} />
      )}

      <div id={panelId} className="filter-panel" hidden={!panelOpen}>
        <fieldset className="filter-panel__group">
          <legend>Activity type</legend>
          <div className="filter-panel__chips">
            {ACTIVITY_TYPES.map((type) => (
              <ToggleChip
                key={type}
                label={ACTIVITY_TYPE_LABELS[type]}
                pressed={filters.types.includes(type)}
                onToggle={() => toggleType(type)}
              />
            ))}
          </div>
        </fieldset>
        <fieldset className="filter-panel__group">
          <legend>Popular filters</legend>
          <div className="filter-panel__chips">
            {POPULAR_TAGS.map((tag) => (
              <ToggleChip
                key={tag}
                label={POPULAR_TAG_LABELS[tag]}
                pressed={filters.tags.includes(tag)}
                onToggle={() => toggleTag(tag)}
              />
            ))}
            {/* Tags from a shared link that are not in the popular list stay visible and removable. */}
            {otherTags.map((tag) => (
              <ToggleChip key={tag} label={tag} pressed onToggle={() => toggleTag(tag)} />
            ))}
          </div>
        </fieldset>
      </div>
    </section>
  );
}
