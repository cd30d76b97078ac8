import { useEffect, useRef, type ReactNode } from 'react';
import { useAppStore } from '../../store/appStore';
import { selectDataView } from '../../store/selectors';
import { VIEWS } from '../../views/views';
import { Logo } from './Logo';
import { text } from '../../lib/i18n/messages';
import { SITE_MESSAGES } from '../../lib/i18n/siteMessages';
import './header.css';

/** Site header; the app passes the search, export and drawer controls in as children. */
export function Header({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  const view = useAppStore(selectDataView);

  // The small-screen drawer starts below the sticky header, whose height depends on how the title wraps.
  useEffect(() => {
    const header = ref.current;
    if (!header || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty('--header-h', `${header.offsetHeight}px`));
    observer.observe(header);
    return () => observer.disconnect();
  }, []);

  return (
    <header ref={ref} className="site-header">
      <div className="brand">
        <Logo className="brand-logo" size={40} />
        <div className="brand-text">
          <h1 className="brand-title">{text(SITE_MESSAGES.title)}</h1>
          {/*
            Every view's subtitle, in one cell, the shown one visible: the prerendered page shows the
            Demo's, and a link to another view swaps the words as the app starts without moving the page.
          */}
          <p className="brand-subtitle">
            {VIEWS.map((option) => (
              <span key={option.id} className="brand-subtitle-text" data-shown={option === view}>
                {option.subtitle}
              </span>
            ))}
          </p>
        </div>
      </div>
      <div className="header-actions">{children}</div>
    </header>
  );
}
