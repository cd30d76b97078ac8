import { useState } from 'react';
import { toast } from '../../toasts/toast';
import { LocateIcon } from '../../lib/icons';
import './locate.css';

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
      .catch(() => toast.error('Location Unavailable', { description: 'The county outlines could not be loaded. Try again later.' }))
      .finally(() => setLocating(false));
  };
  return (
    <button
      type="button"
      className={`${labelled ? 'button button-secondary locate-button' : 'icon-button'} ${className}`.trim()}
      aria-label={labelled ? undefined : 'Use my location'}
      title="Use my location"
      // Not `disabled`: a disabled button drops keyboard focus to the page while the search runs.
      aria-busy={locating || undefined}
      aria-disabled={locating || undefined}
      onClick={onClick}
    >
      <LocateIcon />
      {labelled && (locating ? 'Finding your county...' : 'Use my location')}
    </button>
  );
}
