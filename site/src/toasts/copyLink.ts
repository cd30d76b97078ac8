import { defineMessages, text } from '../lib/i18n/messages';
import { toast } from './toast';

const messages = defineMessages({
  copied: { id: 'toast.linkCopied', defaultMessage: 'Link Copied' },
  copiedText: { id: 'toast.linkCopiedText', defaultMessage: 'A link to this view has been copied to your clipboard.' },
  failed: { id: 'toast.copyFailed', defaultMessage: 'Copy Failed' },
  failedText: { id: 'toast.copyFailedText', defaultMessage: 'Your browser blocked clipboard access. Copy the address bar instead.' },
});

/** Copies the page's address (the view, layers, county and any comparison) and says so in a toast. */
export async function copyLink(): Promise<void> {
  try {
    await navigator.clipboard.writeText(window.location.href);
    toast(text(messages.copied), { description: text(messages.copiedText) });
  } catch {
    toast.error(text(messages.failed), { description: text(messages.failedText) });
  }
}
