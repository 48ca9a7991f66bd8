import { Link } from 'react-router-dom';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <p className="site-footer__tagline">Made for Sydney families, with a little help from Kara the koala. 🐨</p>
        <nav aria-label="Footer">
          <ul className="site-footer__links">
            <li>
              <Link to="/">Home</Link>
            </li>
            <li>
              <Link to="/activities">Activities</Link>
            </li>
          </ul>
        </nav>
        <p className="site-footer__small">© {new Date().getFullYear()} Kids Adventure Hub. Always check opening hours before you head out.</p>
      </div>
    </footer>
  );
}
