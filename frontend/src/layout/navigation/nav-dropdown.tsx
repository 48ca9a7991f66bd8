import type { NavigationItem, NavigationLink } from '@kah/api-contract';
import { useId, useRef, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';

/** Spec 000 section 2: a dropdown with more than 6 children uses two columns and a wider panel. */
export const TWO_COLUMN_THRESHOLD = 6;

interface NavDropdownProps {
  item: NavigationItem;
  open: boolean;
  active: boolean;
  onToggle: () => void;
  onClose: () => void;
  onLinkClick: (link: NavigationLink) => void;
}

export function NavDropdown({ item, open, active, onToggle, onClose, onLinkClick }: NavDropdownProps) {
  const panelId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const twoColumns = item.children.length > TWO_COLUMN_THRESHOLD;

  const links = () => Array.from(panelRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);
  const focusLink = (index: number) => {
    const all = links();
    all[(index + all.length) % all.length]?.focus();
  };

  function onTriggerKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open) onToggle();
      // The panel renders on the next frame when it was closed.
      requestAnimationFrame(() => focusLink(0));
    }
  }

  function onPanelKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const all = links();
    const current = all.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusLink(current + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      focusLink(current - 1);
    } else if (event.key === 'Home') {
      event.preventDefault();
      focusLink(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      focusLink(all.length - 1);
    }
  }

  return (
    <li
      className="nav-dropdown"
      onBlur={(event) => {
        // Tabbing out of the trigger and its panel closes it, like a click outside.
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null) && event.relatedTarget) onClose();
      }}
    >
      <button
        data-nav-trigger={item.slug}
        type="button"
        className={`site-nav__link nav-dropdown__trigger${active ? ' is-active' : ''}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onToggle}
        onKeyDown={onTriggerKeyDown}
      >
        {item.title}
        <span className="nav-dropdown__caret" aria-hidden="true">
          ▾
        </span>
      </button>
      <div
        id={panelId}
        ref={panelRef}
        className={`nav-dropdown__panel${twoColumns ? ' nav-dropdown__panel--wide' : ''}`}
        hidden={!open}
        onKeyDown={onPanelKeyDown}
        data-columns={twoColumns ? 2 : 1}
      >
        <ul className={`nav-dropdown__list${twoColumns ? ' nav-dropdown__list--two-columns' : ''}`}>
          {item.children.map((child) => (
            <li key={child.slug}>
              <Link
                to={child.url}
                target={child.target === '_blank' ? '_blank' : undefined}
                rel={child.target === '_blank' ? 'noopener noreferrer' : undefined}
                className="nav-dropdown__link"
                onClick={() => {
                  onLinkClick(child);
                  onClose();
                }}
              >
                <span className="nav-dropdown__title">{child.title}</span>
                {/* The space keeps title and description apart in the link's accessible name. */}{' '}
                {child.description && <span className="nav-dropdown__description">{child.description}</span>}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
