import { useId, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { HOME } from '../../lib/i18n/lang';
import { defineMessages, text } from '../../lib/i18n/messages';
import { useAppStore } from '../../store/appStore';
import { selectDataView, selectEnvironment, selectSelectedArea, selectSelectedLayers } from '../../store/selectors';
import { serializeUrlState } from '../../store/urlState';
import { VIEWS } from '../../views/views';
import './dataView.css';

const messages = defineMessages({
  title: { id: 'dataView.title', defaultMessage: 'Data shown' },
});

const STEPS: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * The views as a radio group whose options are real links to each view with the same layers and
 * county, on the page's own language: before the app runs (a slow connection) a click loads that
 * view; after, it switches in place. Arrow keys move between them, Tab leaves the group.
 */
export function DataViewSwitch() {
  const view = useAppStore(selectDataView);
  const layers = useAppStore(selectSelectedLayers);
  const area = useAppStore(selectSelectedArea);
  const environment = useAppStore(selectEnvironment);
  const setDataView = useAppStore((s) => s.setDataView);
  const titleId = useId();
  const links = useRef<(HTMLAnchorElement | null)[]>([]);

  const choose = (index: number) => {
    setDataView(VIEWS[index]!);
    links.current[index]?.focus();
  };
  const onClick = (event: MouseEvent, index: number) => {
    // A new tab or window opens the link as it is.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    choose(index);
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = STEPS[event.key];
    if (step === undefined && event.key !== ' ') return;
    event.preventDefault();
    choose(step === undefined ? index : (index + step + VIEWS.length) % VIEWS.length);
  };

  return (
    <div className="card data-view-switch">
      <p id={titleId} className="card-title">
        {text(messages.title)}
      </p>
      <div role="radiogroup" aria-labelledby={titleId} className="data-view-options">
        {VIEWS.map((option, index) => (
          <a
            key={option.id}
            ref={(link) => void (links.current[index] = link)}
            href={`${HOME}${serializeUrlState({ view: option, layers, area }, environment)}`}
            data-view={option.id}
            role="radio"
            aria-checked={view === option}
            tabIndex={view === option ? 0 : -1}
            className="data-view-option"
            onClick={(event) => onClick(event, index)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            <span className="data-view-dot" aria-hidden="true" />
            {option.label}
          </a>
        ))}
      </div>
    </div>
  );
}
