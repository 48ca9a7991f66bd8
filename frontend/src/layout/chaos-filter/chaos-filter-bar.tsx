import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useDismiss } from '../../hooks/use-dismiss';
import { useChaosFilter } from './chaos-filter-context';
import './chaos-filter.css';

const ChaosFilterPanel = lazy(() => import('./chaos-filter-panel').then((m) => ({ default: m.ChaosFilterPanel })));

/** Sticky bar under the header: the 'Chaos Filter' popover button with a badge counting active filters. */
export function ChaosFilterBar() {
  const { activeCount } = useChaosFilter();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useDismiss(rootRef, open, (reason) => {
    setOpen(false);
    if (reason === 'escape') buttonRef.current?.focus();
  });

  return (
    <div className="chaos-bar" ref={rootRef}>
      <div className="chaos-bar__inner">
        <button
          ref={buttonRef}
          type="button"
          className="chaos-bar__button"
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={activeCount > 0 ? `Chaos Filter, ${activeCount} active` : 'Chaos Filter'}
          onClick={() => setOpen((o) => !o)}
        >
          <span aria-hidden="true">🌀</span> Chaos Filter
          {activeCount > 0 && (
            <span className="chaos-bar__badge" aria-hidden="true" data-testid="chaos-filter-badge">
              {activeCount}
            </span>
          )}
        </button>
        {open && (
          <div id={panelId} className="chaos-bar__popover" role="dialog" aria-label="Chaos Filter">
            <Suspense fallback={<p className="chaos-bar__loading">Loading filters…</p>}>
              <ChaosFilterPanel
                onDone={() => {
                  setOpen(false);
                  buttonRef.current?.focus();
                }}
              />
            </Suspense>
          </div>
        )}
      </div>
    </div>
  );
}
