import { toast } from './toast';

/** Copies the page's address (the view, layers, county and any comparison) and says so in a toast. */
export async function copyLink(): Promise<void> {
  try {
    await navigator.clipboard.writeText(window.location.href);
    toast('Link Copied', { description: 'A link to this view has been copied to your clipboard.' });
  } catch {
    toast.error('Copy Failed', { description: 'Your browser blocked clipboard access. Copy the address bar instead.' });
  }
}
