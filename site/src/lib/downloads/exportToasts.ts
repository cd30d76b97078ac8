import { defineMessages, text } from '../i18n/messages';

// The specification's toasts, its English exact.
const messages = defineMessages({
  successful: { id: 'export.successful', defaultMessage: 'Export Successful' },
  failed: { id: 'export.failed', defaultMessage: 'Export Failed' },
  failedText: { id: 'export.failedText', defaultMessage: 'There was an error exporting the data. Please try again.' },
});

/** The toasts of an export, the same for the whole data set (the header's button) and an area's row (the card's). */
export const EXPORT_SUCCESSFUL = text(messages.successful);

export const EXPORT_FAILED = {
  title: text(messages.failed),
  description: text(messages.failedText),
};
