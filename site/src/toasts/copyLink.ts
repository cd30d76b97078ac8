import { defineMessages, text } from '../lib/i18n/messages';
import { toast } from './toast';

const messages = defineMessages({
  label: { id: 'copyLink.label', defaultMessage: 'Copy link' },
  copied: { id: 'toast.linkCopied', defaultMessage: 'Link Copied' },
  copiedText: { id: 'toast.linkCopiedText', defaultMessage: 'A link to this view has been copied to your clipboard.' },
  failed: { id: 'toast.copyFailed', defaultMessage: 'Copy Failed' },
  failedText: { id: 'toast.copyFailedText', defaultMessage: 'Your browser blocked clipboard access. Copy the address bar instead.' },
});

/** The words of every button that copies the page's link (the card, the report). */
export const COPY_LINK_LABEL = text(messages.label);

/** Copies the page's address (the view, layers, county and any comparison) and says so in a toast. */
export async function copyLink(): Promise<void> {
  try {
    await navigator.clipboard.writeText(window.location.href);
    toast(text(messages.copied), { description: text(messages.copiedText) });
  } catch {
    toast.error(text(messages.failed), { description: text(messages.failedText) });
  }
}
