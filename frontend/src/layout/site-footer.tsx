import { Link } from 'react-router-dom';
import { NewsletterForm } from './footer/newsletter-form';
import { ParentTipsCard } from './footer/parent-tips-card';
import './footer/site-footer.css';

/** Spec 000 section 2: the footer's links, in the spec's order. */
export const FOOTER_LINKS = [
  { to: '/parks', label: 'Parks' },
  { to: '/events', label: 'Events' },
  { to: '/cinema', label: 'Cinema' },
  { to: '/cultural', label: 'Cultural' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
  { to: '/submit-tip', label: 'Submit a Tip' },
  { to: '/faq', label: 'FAQ' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-of-service', label: 'Terms of Service' },
] as const;

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__grid">
          <div className="site-footer__about">
            <p className="site-footer__tagline">Made for Sydney families, with a little help from Kara the koala. 🐨</p>
            <nav aria-label="Footer">
              <ul className="site-footer__links">
                {FOOTER_LINKS.map((l) => (
                  <li key={l.to}>
                    <Link to={l.to}>{l.label}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
          <ParentTipsCard />
          <NewsletterForm />
        </div>
        <p className="site-footer__small">© {new Date().getFullYear()} Kids Adventure Hub. Always check opening hours before you head out.</p>
      </div>
    </footer>
  );
}
