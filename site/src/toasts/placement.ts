import type { ExternalToast } from 'sonner';

/**
 * Sonner's options, and `clearOfTop` for a toast that comes with a list across the top of a phone's
 * screen (the phone's search box listing a ZIP's census tracts).
 */
export type ToastOptions = ExternalToast & { clearOfTop?: boolean };

/**
 * Sonner's options for a toast: on a phone, one that must keep clear of the top sits at the bottom,
 * off the list. Each toast keeps the place it is given, so none moves, nor is added to the live
 * region again, when the list closes (as a toaster whose position changed would do with all of them).
 */
export function placed({ clearOfTop = false, ...options }: ToastOptions, onPhone: () => boolean): ExternalToast {
  return clearOfTop && onPhone() ? { ...options, position: 'bottom-center' } : options;
}
