import { useCallback, useEffect, useRef, useState } from 'react';
import { type EventCategory, type EventFilters, useEventTimeline } from '../../api/events-api';
import { DESKTOP_MEDIA_QUERY, TIMELINE_SCROLL_STEP_PX, TIMELINE_SECTION_KEYS } from './event-constants';
import { activeFilterCount, filterEvents } from './event-format';
import { TimelineFilterMenu } from './timeline-filter-menu';
import { TimelineSectionCard, TimelineSectionSkeleton } from './timeline-section-card';
import { useDragScroll } from './use-drag-scroll';
import { prefersReducedMotion, useMediaQuery } from './use-media-query';
import './events-timeline.css';

const NO_FILTERS: EventFilters = { categories: [], free: false };

function toggle<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

/** Home panel 'Future Events Timeline': five sections from the events API, filterable, scrolling sideways. */
export function EventsTimeline() {
  const [filters, setFilters] = useState<EventFilters>(NO_FILTERS);
  const { data, isPending, isError, refetch, isFetching } = useEventTimeline(filters);
  const desktop = useMediaQuery(DESKTOP_MEDIA_QUERY);
  const scrollerRef = useRef<HTMLUListElement>(null);
  const { dragging, handlers } = useDragScroll(scrollerRef, desktop);
  const [edges, setEdges] = useState({ start: true, end: false });

  const updateEdges = useCallback(() => {
    const el = scrollerRef.current;
    if (!el) return;
    setEdges({ start: el.scrollLeft <= 1, end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1 });
  }, []);

  useEffect(() => {
    updateEdges();
    window.addEventListener('resize', updateEdges);
    return () => window.removeEventListener('resize', updateEdges);
  }, [updateEdges, data]);

  const scrollByStep = (direction: -1 | 1) => {
    const el = scrollerRef.current;
    if (!el) return;
    const left = direction * TIMELINE_SCROLL_STEP_PX;
    if (typeof el.scrollBy === 'function') el.scrollBy({ left, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    else el.scrollLeft += left;
  };

  const clearFilters = () => setFilters(NO_FILTERS);
  const filtering = activeFilterCount(filters) > 0;
  const sections = (data?.sections ?? []).map((section) => ({ section, events: filterEvents(section.events, filters) }));
  const nothingMatches = filtering && sections.length > 0 && sections.every((s) => s.events.length === 0);

  return (
    <section className="events-timeline" aria-labelledby="events-timeline-title">
      <div className="events-timeline__head">
        <div>
          <h2 id="events-timeline-title">
            <span aria-hidden="true">📅 </span>Future Events Timeline
          </h2>
          <p className="events-timeline__subheading">Upcoming Kid-Friendly Events</p>
        </div>
        <div className="events-timeline__controls">
          <TimelineFilterMenu
            filters={filters}
            onToggleCategory={(category: EventCategory) =>
              setFilters((f) => ({ ...f, categories: toggle(f.categories, category) }))
            }
            onToggleFree={() => setFilters((f) => ({ ...f, free: !f.free }))}
            onClear={clearFilters}
          />
          {desktop && !nothingMatches && (
            <div className="events-timeline__arrows">
              <button
                type="button"
                className="events-timeline__arrow"
                aria-label="Scroll events left"
                disabled={edges.start}
                onClick={() => scrollByStep(-1)}
              >
                ‹
              </button>
              <button
                type="button"
                className="events-timeline__arrow"
                aria-label="Scroll events right"
                disabled={edges.end}
                onClick={() => scrollByStep(1)}
              >
                ›
              </button>
            </div>
          )}
        </div>
      </div>

      <p className="visually-hidden" role="status">
        {isFetching && !isPending ? 'Updating events…' : ''}
      </p>

      {isError && !data ? (
        <div className="events-timeline__message" role="alert">
          <p>We couldn’t load upcoming events.</p>
          <button type="button" className="button button--outline" onClick={() => void refetch()}>
            Try again
          </button>
        </div>
      ) : nothingMatches ? (
        <div className="events-timeline__message">
          <p>No events match the selected filters.</p>
          <button type="button" className="button button--ghost" onClick={clearFilters}>
            Clear all filters
          </button>
        </div>
      ) : (
        <ul
          ref={scrollerRef}
          className={`events-timeline__strip${dragging ? ' is-dragging' : ''}${desktop ? ' is-desktop' : ''}`}
          aria-label="Event sections"
          aria-busy={isPending}
          onScroll={updateEdges}
          {...handlers}
        >
          {isPending
            ? TIMELINE_SECTION_KEYS.map((key) => <TimelineSectionSkeleton key={key} />)
            : sections.map(({ section, events }) => (
                <TimelineSectionCard key={section.key} section={section} events={events} desktop={desktop} />
              ))}
        </ul>
      )}
    </section>
  );
}

export default EventsTimeline;
