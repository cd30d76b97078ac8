import { useState } from 'react';
import { toast } from '../../toasts/toast';
import { defineMessages, text } from '../../lib/i18n/messages';
import { LocateIcon } from '../../lib/dom/icons';
import { LOCATION_UNAVAILABLE } from './locationUnavailable';
import './locate.css';

const messages = defineMessages({
  useMyLocation: { id: 'locate.useMyLocation', defaultMessage: 'Use my location' },
  finding: { id: 'locate.finding', defaultMessage: 'Finding your county...' },
  outlinesFailed: { id: 'locate.outlinesFailed', defaultMessage: 'The county outlines could not be loaded. Try again later.' },
});

/**
 * "Use my location": an icon beside the header's search box, or a labelled button in the phone
 * drawer (`labelled`). The browser is asked once per press.
 */
export function LocateButton({ labelled = false, className = '' }: { labelled?: boolean; className?: string }) {
  const [locating, setLocating] = useState(false);
  const onClick = () => {
    // A second press while the first is at work would ask the browser again.
    if (locating) return;
    setLocating(true);
    // The finder and the county shapes it decodes load on the first press, not with the page.
    import('./findMyCounty')
      .then(({ findMyCounty }) => findMyCounty())
      .catch(() => toast.error(LOCATION_UNAVAILABLE, { description: text(messages.outlinesFailed) }))
      .finally(() => setLocating(false));
  };
  const useMyLocation = text(messages.useMyLocation);
  return (
    <button
      type="button"
      className={`${labelled ? 'button button-secondary locate-button' : 'icon-button'} ${className}`.trim()}
      aria-label={labelled ? undefined : useMyLocation}
      title={useMyLocation}
      // Not `disabled`: a disabled button drops keyboard focus to the page while the search runs.
      aria-busy={locating || undefined}
      aria-disabled={locating || undefined}
      onClick={onClick}
    >
      <LocateIcon />
      {labelled && (locating ? text(messages.finding) : useMyLocation)}
    </button>
  );
}
