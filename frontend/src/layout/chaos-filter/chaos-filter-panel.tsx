import { useChaosFilter } from './chaos-filter-context';
import { AGE_GROUPS, appliedMessage, FILTER_FLAGS, PARK_FEATURES } from './chaos-filter-state';
import { showFilterToast } from './chaos-filter-toast';

/** The popover's contents; loaded on first open to keep the first chunk small. */
export function ChaosFilterPanel({ onDone }: { onDone: () => void }) {
  const { filters, activeCount, toggleAgeGroup, toggleParkType, toggleFlag, clear } = useChaosFilter();

  const chip = (key: string, label: string, pressed: boolean, toggle: () => number) => (
    <li key={key}>
      <button type="button" className="chaos-chip" aria-pressed={pressed} onClick={() => showFilterToast(appliedMessage(toggle()))}>
        {label}
      </button>
    </li>
  );

  return (
    <div className="chaos-panel">
      <fieldset className="chaos-panel__group">
        <legend>Age groups</legend>
        <ul className="chaos-panel__chips">
          {AGE_GROUPS.map((g) => chip(g.id, g.label, filters.ageGroups.includes(g.id), () => toggleAgeGroup(g.id)))}
        </ul>
      </fieldset>
      <fieldset className="chaos-panel__group">
        <legend>Park features</legend>
        <ul className="chaos-panel__chips">
          {PARK_FEATURES.map((f) => chip(f.id, f.label, filters.parkTypes.includes(f.id), () => toggleParkType(f.id)))}
        </ul>
      </fieldset>
      <fieldset className="chaos-panel__group">
        <legend>Must have</legend>
        <ul className="chaos-panel__chips">
          {FILTER_FLAGS.map((f) => chip(f.id, f.label, filters[f.id], () => toggleFlag(f.id)))}
        </ul>
      </fieldset>
      <div className="chaos-panel__actions">
        <button
          type="button"
          className="button button--outline"
          disabled={activeCount === 0}
          onClick={() => {
            clear();
            showFilterToast('Filters cleared!');
          }}
        >
          Clear Filters
        </button>
        <button type="button" className="button button--primary" onClick={onDone}>
          Done
        </button>
      </div>
    </div>
  );
}
