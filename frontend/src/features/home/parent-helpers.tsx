import { useId, useState } from 'react';
import { WidgetContent } from './widget-content';
import { MAX_ACTIVE_WIDGETS_BEFORE_ADD_TILE, useWidgets } from './widget-store';
import './parent-helpers.css';

/** 'Parent Helpers': a widget library; toggling a widget moves it between the active and available lists. */
export function ParentHelpers() {
  const [open, setOpen] = useState(false);
  const { active, available, toggle } = useWidgets();
  const libraryId = useId();

  return (
    <section className="parent-helpers" aria-labelledby="parent-helpers-title">
      <div className="parent-helpers__head">
        <div>
          <h2 id="parent-helpers-title">
            <span aria-hidden="true">🧰 </span>Parent Helpers
          </h2>
          <p>Handy little widgets for a day out with the kids.</p>
        </div>
        <button
          type="button"
          className="button button--primary"
          aria-expanded={open}
          aria-controls={libraryId}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? 'Hide Widgets' : 'Show Widgets'}
        </button>
      </div>

      <div id={libraryId} hidden={!open} className="parent-helpers__library">
        <h3 id="active-widgets-title">Your Active Widgets</h3>
        <p className="parent-helpers__note">Drag to rearrange: coming soon.</p>
        <ul className="parent-helpers__grid" aria-labelledby="active-widgets-title">
          {active.map((widget) => (
            <li key={widget.id} className="widget" style={{ background: widget.colour }} aria-labelledby={`widget-${widget.id}`}>
              <div className="widget__head">
                <h4 id={`widget-${widget.id}`}>
                  <span aria-hidden="true">{widget.icon} </span>
                  {widget.title}
                </h4>
                <button type="button" className="widget__toggle" aria-label={`Remove ${widget.title}`} onClick={() => toggle(widget.id)}>
                  Remove
                </button>
              </div>
              <WidgetContent id={widget.id} />
            </li>
          ))}
          {active.length < MAX_ACTIVE_WIDGETS_BEFORE_ADD_TILE && (
            <li className="widget widget--add">
              {/* Spec: the tile does nothing yet; say so rather than look broken. */}
              <button type="button" className="widget__add" aria-disabled="true" aria-describedby="add-widget-soon">
                <span aria-hidden="true">＋</span> Add Widget
              </button>
              <span id="add-widget-soon" className="widget__soon">
                Coming soon
              </span>
            </li>
          )}
        </ul>
        {active.length === 0 && <p className="parent-helpers__note">No active widgets. Add one from the list below.</p>}

        <h3 id="available-widgets-title">Available Widgets</h3>
        {available.length === 0 ? (
          <p className="parent-helpers__note">All widgets are active.</p>
        ) : (
          <ul className="parent-helpers__available" aria-labelledby="available-widgets-title">
            {available.map((widget) => (
              <li key={widget.id}>
                <span aria-hidden="true">{widget.icon}</span>
                <span className="parent-helpers__available-title">{widget.title}</span>
                <button
                  type="button"
                  className="button button--outline"
                  aria-label={`Add ${widget.title}`}
                  onClick={() => toggle(widget.id)}
                >
                  Add
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

export default ParentHelpers;
