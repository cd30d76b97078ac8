import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { MOBILE_QUERY, SHORT_WIDE_QUERY } from '../lib/dom/breakpoints';
import { defineMessages, text } from '../lib/i18n/messages';
import { useMediaQuery } from '../lib/dom/useMediaQuery';
import { toasterMounted } from './toast';

// Sonner's own words, given in the page's language (the English are sonner's defaults).
const messages = defineMessages({
  region: { id: 'toast.region', defaultMessage: 'Notifications' },
  close: { id: 'toast.close', defaultMessage: 'Close toast' },
});

/**
 * One toast at a time, 5 s each; F8 focuses the notification area; swipe right to dismiss (sonner's
 * own distance, 45 px, or a flick: it has no option for the specification's 50 px).
 * On phones toasts sit at the top: at the bottom they would cover the county card a search opens;
 * one that comes with a list across the top (toast.ts, `clearOfTop`) sits at the bottom. On short
 * wide screens the card reaches the bottom right, so they sit bottom left, over the sidebar.
 * Loaded with the first toast (toast.ts); sonner puts its stylesheet in the page itself as it loads,
 * which the CSP allows by its hash (site/vite/injectedStyles.ts).
 */
export default function SonnerToaster() {
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const isShortWide = useMediaQuery(SHORT_WIDE_QUERY);
  // A frame after the toaster's live region is painted, the waiting toasts may go in.
  useEffect(() => void requestAnimationFrame(toasterMounted), []);
  return (
    <Toaster
      visibleToasts={1}
      duration={5000}
      hotkey={['F8']}
      richColors
      closeButton
      position={isMobile ? 'top-center' : isShortWide ? 'bottom-left' : 'bottom-right'}
      swipeDirections={['right']}
      containerAriaLabel={text(messages.region)}
      toastOptions={{ closeButtonAriaLabel: text(messages.close) }}
    />
  );
}
