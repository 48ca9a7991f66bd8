import { Link } from 'react-router-dom';
import { KoalaLogo } from '../layout/koala-logo';
import './coming-soon-page.css';

/** A designed stand-in for a route whose page is not built yet: the page's own title, what it will be, and a way back. */
export function ComingSoonPage({ title, blurb }: { title: string; blurb: string }) {
  return (
    <div className="state-panel coming-soon">
      <title>{`${title} | Kids Adventure Hub`}</title>
      <KoalaLogo size={72} />
      <p className="coming-soon__badge">Coming soon</p>
      <h1>{title}</h1>
      <p>{blurb}</p>
      <p>Kara the koala is still building this page. In the meantime, there is plenty to explore.</p>
      <div className="state-panel__actions">
        <Link to="/activities" className="button button--primary">
          Browse activities
        </Link>
        <Link to="/" className="button button--outline">
          Back to Home
        </Link>
      </div>
    </div>
  );
}
