import type { ReactNode } from 'react';
import './category-page.css';

interface CategoryPageHeaderProps {
  title: string;
  subtitle: string;
  icon: string;
  gradient: string;
  children?: ReactNode;
}

/** The spec's page header: title, subtitle, icon and gradient. */
export function CategoryPageHeader({ title, subtitle, icon, gradient, children }: CategoryPageHeaderProps) {
  return (
    <header className="category-header" style={{ backgroundImage: gradient }}>
      <span className="category-header__icon" aria-hidden="true">
        {icon}
      </span>
      <div className="category-header__text">
        <h1>{title}</h1>
        <p>{subtitle}</p>
        {children}
      </div>
    </header>
  );
}
