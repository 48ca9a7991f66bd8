import type { NavigationItem, NavigationLink } from '@kah/api-contract';
import { useEffect, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useDismiss } from '../../hooks/use-dismiss';
import { trackNavigationClick, useNavigationTree } from '../../api/navigation-queries';
import { MobileMenu } from './mobile-menu';
import { NavDropdown } from './nav-dropdown';

export function isActivePath(pathname: string, url: string): boolean {
  if (url === '/') return pathname === '/';
  return pathname === url || pathname.startsWith(`${url}/`);
}

function onLinkClick(link: NavigationLink) {
  trackNavigationClick(link.id);
}

/** The main navigation from the navigation service: dropdowns from 768 px up, a collapsible menu below. */
export function SiteNav() {
  const { items } = useNavigationTree();
  const { pathname } = useLocation();
  // Keyed by slug, which the fallback and the served tree share: the served tree arriving keeps a dropdown open.
  const [openId, setOpenId] = useState<string | null>(null);
  const rootRef = useRef<HTMLElement>(null);

  // Only one dropdown is open at a time; any route change closes it.
  useEffect(() => setOpenId(null), [pathname]);

  useDismiss(rootRef, openId !== null, (reason) => {
    if (reason === 'escape' && openId !== null) {
      rootRef.current?.querySelector<HTMLButtonElement>(`[data-nav-trigger="${CSS.escape(openId)}"]`)?.focus();
    }
    setOpenId(null);
  });

  return (
    <>
      <nav aria-label="Main" className="site-nav-desktop" ref={rootRef}>
        <ul className="site-nav">
          {items.map((item) =>
            item.children.length > 0 ? (
              <NavDropdown
                key={item.slug}
                item={item}
                open={openId === item.slug}
                active={item.children.some((c) => isActivePath(pathname, c.url))}
                onToggle={() => setOpenId((current) => (current === item.slug ? null : item.slug))}
                onClose={() => setOpenId(null)}
                onLinkClick={onLinkClick}
              />
            ) : (
              <li key={item.slug}>
                <TopLink item={item} />
              </li>
            ),
          )}
        </ul>
      </nav>
      <MobileMenu items={items} onLinkClick={onLinkClick} />
    </>
  );
}

function TopLink({ item }: { item: NavigationItem }) {
  return (
    <NavLink
      to={item.url}
      end={item.url === '/'}
      className="site-nav__link"
      target={item.target === '_blank' ? '_blank' : undefined}
      onClick={() => onLinkClick(item)}
    >
      {item.title}
    </NavLink>
  );
}
