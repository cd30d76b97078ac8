import { Logo } from '../features/header/Logo';
import { HOME } from '../lib/i18n/lang';
import { defineMessages, text } from '../lib/i18n/messages';
import './notFound.css';

export const NOT_FOUND_MESSAGES = defineMessages({
  heading: { id: 'notFound.heading', defaultMessage: '404 Page Not Found' },
  text: { id: 'notFound.text', defaultMessage: 'Did you forget to add the page to the router?' },
  back: { id: 'notFound.back', defaultMessage: 'Back to the map' },
});

export function NotFoundPage() {
  return (
    <main className="not-found">
      <div className="not-found-card">
        <Logo className="not-found-logo" size={56} />
        <h1 className="not-found-title">{text(NOT_FOUND_MESSAGES.heading)}</h1>
        <p className="not-found-text">{text(NOT_FOUND_MESSAGES.text)}</p>
        <a className="button button-primary" href={HOME}>
          {text(NOT_FOUND_MESSAGES.back)}
        </a>
      </div>
    </main>
  );
}
