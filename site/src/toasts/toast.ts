import type { ComponentType } from 'react';
import { MOBILE_QUERY } from '../lib/dom/breakpoints';
import { placed, type ToastOptions } from './placement';

/**
 * The page's toasts, as sonner's `toast(title, options)` and `toast.error(title, options)`, with
 * sonner (its code and CSS) loaded on the first toast instead of with the page: most visits never
 * see one. The first toast waits until the toaster is on the page, so its live region
 * exists before the message is added to it and a screen reader announces it. The toaster is put on
 * the page as soon as its code is in (Toasts.tsx), not through Suspense, whose reveal React holds
 * back 300 ms.
 */

let toaster: ComponentType | null = null;
const listeners = new Set<() => void>();
let sonner: Promise<typeof import('sonner')> | undefined;
let markMounted!: () => void;
const mounted = new Promise<void>((resolve) => (markMounted = resolve));

/** The toaster component once the first toast has loaded it, else null (Toasts.tsx). */
export const loadedToaster = (): ComponentType | null => toaster;

export function subscribeToaster(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by the toaster once it is on the page and painted. */
export const toasterMounted = (): void => markMounted();

function loadSonner(): Promise<typeof import('sonner')> {
  sonner ??= Promise.all([import('sonner'), import('./SonnerToaster')]).then(([library, component]) => {
    toaster = component.default;
    for (const listener of listeners) listener();
    return library;
  });
  return sonner;
}

function show(kind: 'message' | 'error', title: string, given: ToastOptions = {}): void {
  const options = placed(given, () => window.matchMedia(MOBILE_QUERY).matches);
  Promise.all([loadSonner(), mounted]).then(
    ([{ toast: sonnerToast }]) => (kind === 'error' ? sonnerToast.error(title, options) : sonnerToast(title, options)),
    () => {
      // The toaster's code did not load (offline, or a newer deploy replaced it): the message is
      // still said, and the next toast tries the code again.
      sonner = undefined;
      const description = typeof options?.description === 'string' ? `\n\n${options.description}` : '';
      window.alert(title + description);
    },
  );
}

export const toast = Object.assign((title: string, options?: ToastOptions) => show('message', title, options), {
  error: (title: string, options?: ToastOptions) => show('error', title, options),
});
