import type { NavigationItem, NavigationLink } from '@kah/api-contract';
import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';

interface MobileMenuProps {
  items: NavigationItem[];
  onLinkClick: (link: NavigationLink) => void;
}

/** Below 768 px: one button opens the whole menu; dropdowns become expandable sections. */
export function MobileMenu({ items, onLinkClick }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<string | null>(null);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  useEffect(() => {
    setOpen(false);
    setExpanded(null);
  }, [pathname]);

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const link = (l: NavigationLink, className: string) => (
    <NavLink
      to={l.url}
      end={l.url === '/'}
      className={className}
      target={l.target === '_blank' ? '_blank' : undefined}
      onClick={() => {
        onLinkClick(l);
        setOpen(false);
      }}
    >
      {l.title}
    </NavLink>
  );

  return (
    <div className="mobile-menu">
      <button
        ref={buttonRef}
        type="button"
        className="mobile-menu__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="mobile-menu__icon" aria-hidden="true">
          {open ? '✕' : '☰'}
        </span>
        <span>{open ? 'Close menu' : 'Menu'}</span>
      </button>
      {open && (
        <nav id={panelId} aria-label="Mobile" className="mobile-menu__panel">
          <ul className="mobile-menu__list">
            {items.map((item) =>
              item.children.length > 0 ? (
                <li key={item.slug}>
                  <button
                    type="button"
                    className="mobile-menu__section"
                    aria-expanded={expanded === item.slug}
                    aria-controls={`${panelId}-${item.slug}`}
                    onClick={() => setExpanded((e) => (e === item.slug ? null : item.slug))}
                  >
                    {item.title}
                    <span aria-hidden="true">{expanded === item.slug ? '−' : '+'}</span>
                  </button>
                  <ul id={`${panelId}-${item.slug}`} className="mobile-menu__children" hidden={expanded !== item.slug}>
                    {item.children.map((child) => (
                      <li key={child.slug}>{link(child, 'mobile-menu__link mobile-menu__link--child')}</li>
                    ))}
                  </ul>
                </li>
              ) : (
                <li key={item.slug}>{link(item, 'mobile-menu__link')}</li>
              ),
            )}
          </ul>
        </nav>
      )}
    </div>
  );
}
