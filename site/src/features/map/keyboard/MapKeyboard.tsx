import { useEffect, useId, useState } from 'react';
import { useMap } from 'react-leaflet';
import { defineMessages, text } from '../../../lib/i18n/messages';
import { stepOnMap } from './stepOnMap';
import './mapKeyboard.css';

const messages = defineMessages({
  map: { id: 'map.keyboard.name', defaultMessage: 'Map' },
  hint: { id: 'map.keyboard.hint', defaultMessage: 'Arrow keys move between the areas in view; Enter opens the card; + and − zoom.' },
});

/**
 * The map's keyboard path to its areas (the Demo's markers, the Measured counties and census tracts):
 * with the map focused, an arrow key moves to the nearest area in view that way (stepOnMap), shown as a
 * hover shows it and announced by its name, state and band in a status line; Enter opens its card, Escape
 * lets it go. The map is an application to screen readers, so that they hand it the arrow keys.
 */
export function MapKeyboard() {
  const map = useMap();
  const hintId = useId();
  const [said, setSaid] = useState('');

  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'application');
    container.setAttribute('aria-label', text(messages.map));
    container.setAttribute('aria-describedby', hintId);
    const path = stepOnMap(map, setSaid);
    const onKeyDown = (event: KeyboardEvent) => {
      // Keys on the map's own buttons (Zoom In) are theirs.
      if (event.target !== container || event.altKey || event.ctrlKey || event.metaKey) return;
      if (path.key(event.key, event.shiftKey)) {
        event.preventDefault();
        // Leaflet's own handler, on the document, would also pan or zoom the map.
        if (event.key !== 'Escape') event.stopPropagation();
      }
    };
    const onFocus = () => container.matches(':focus-visible') && path.resume();
    const onBlur = () => path.pause();
    container.addEventListener('keydown', onKeyDown);
    container.addEventListener('focus', onFocus);
    container.addEventListener('blur', onBlur);
    return () => {
      container.removeEventListener('keydown', onKeyDown);
      container.removeEventListener('focus', onFocus);
      container.removeEventListener('blur', onBlur);
      path.pause();
      for (const name of ['role', 'aria-label', 'aria-describedby']) container.removeAttribute(name);
    };
  }, [map, hintId]);

  return (
    <>
      <p id={hintId} className="map-keyboard-hint">
        {text(messages.hint)}
      </p>
      <p role="status" className="sr-only">
        {said}
      </p>
    </>
  );
}
