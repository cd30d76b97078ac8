import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { MOBILE_QUERY } from '../lib/breakpoints';
import { useMediaQuery } from '../lib/useMediaQuery';

/**
 * One toast at a time, 5 s each; F8 focuses the notification area; swipe right to dismiss.
 * On phones toasts sit at the top: at the bottom they would cover the county card a search opens.
 */
export function AppToaster() {
  // Toasts come after the first paint: their 3 KB of CSS stays out of the HTML, which then fits a
  // phone network's first round trip.
  useEffect(() => void import('sonner/dist/styles.css'), []);
  const isMobile = useMediaQuery(MOBILE_QUERY);
  return (
    <Toaster
      visibleToasts={1}
      duration={5000}
      hotkey={['F8']}
      richColors
      closeButton
      position={isMobile ? 'top-center' : 'bottom-right'}
      swipeDirections={['right']}
    />
  );
}
