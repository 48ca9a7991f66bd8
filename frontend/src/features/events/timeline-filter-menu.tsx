import { useId, useRef, useState } from 'react';
import { EVENT_CATEGORIES, type EventCategory, type EventFilters } from '../../api/events-api';
import { useDismiss } from '../../hooks/use-dismiss';
import { EVENT_CATEGORY_ICONS, EVENT_CATEGORY_LABELS } from './event-constants';
import { activeFilterCount } from './event-format';

interface TimelineFilterMenuProps {
  filters: EventFilters;
  onToggleCategory: (category: EventCategory) => void;
  onToggleFree: () => void;
  onClear: () => void;
}

/** The 'Event Categories' dropdown: checkable categories plus 'Free Events Only'; the label counts active filters. */
export function TimelineFilterMenu({ filters, onToggleCategory, onToggleFree, onClear }: TimelineFilterMenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const count = activeFilterCount(filters);

  useDismiss(rootRef, open, (reason) => {
    setOpen(false);
    if (reason === 'escape') buttonRef.current?.focus();
  });

  return (
    <div className="timeline-filter" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="button button--outline timeline-filter__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
      >
        <span aria-hidden="true">⚙️</span>
        Event Categories
        {count > 0 && (
          <span className="timeline-filter__count">
            <span className="visually-hidden">, active filters: </span>
            {count}
          </span>
        )}
      </button>
      <div id={panelId} className="timeline-filter__panel" hidden={!open}>
        <fieldset className="timeline-filter__group">
          <legend>Event Categories</legend>
          {EVENT_CATEGORIES.map((category) => (
            <label key={category} className="timeline-filter__option">
              <input
                type="checkbox"
                checked={filters.categories.includes(category)}
                onChange={() => onToggleCategory(category)}
              />
              <span aria-hidden="true">{EVENT_CATEGORY_ICONS[category]}</span>
              {EVENT_CATEGORY_LABELS[category]}
            </label>
          ))}
        </fieldset>
        <label className="timeline-filter__option timeline-filter__option--free">
          <input type="checkbox" checked={filters.free} onChange={onToggleFree} />
          <span aria-hidden="true">💸</span>
          Free Events Only
        </label>
        {count > 0 && (
          <button type="button" className="button button--ghost timeline-filter__clear" onClick={onClear}>
            Reset filters
          </button>
        )}
      </div>
    </div>
  );
}
