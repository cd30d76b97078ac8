import { useSyncExternalStore } from 'react';
import { loadedToaster, subscribeToaster } from './toast';

/** The toaster, on the page from the first toast on (toast.ts loads it). */
export function Toasts() {
  const Toaster = useSyncExternalStore(subscribeToaster, loadedToaster, () => null);
  return Toaster ? <Toaster /> : null;
}
