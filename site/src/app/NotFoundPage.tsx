import { Logo } from '../features/header/Logo';
import './notFound.css';

export function NotFoundPage() {
  return (
    <main className="not-found">
      <div className="not-found-card">
        <Logo className="not-found-logo" size={56} />
        <h1 className="not-found-title">404 Page Not Found</h1>
        <p className="not-found-text">Did you forget to add the page to the router?</p>
        <a className="button button-primary" href="/">
          Back to the map
        </a>
      </div>
    </main>
  );
}
