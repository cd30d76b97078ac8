import './notFound.css';

export function NotFoundPage() {
  return (
    <main className="not-found">
      <div className="not-found-card">
        <img className="not-found-logo" src="/logo.svg" alt="" width="56" height="56" />
        <h1 className="not-found-title">404 Page Not Found</h1>
        <p className="not-found-text">Did you forget to add the page to the router?</p>
        <a className="button button-primary" href="/">
          Back to the map
        </a>
      </div>
    </main>
  );
}
