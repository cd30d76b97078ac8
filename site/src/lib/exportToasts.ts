/** The toasts of an export, the same for the whole data set (the header's button) and a county's row (the card's). */
export const EXPORT_SUCCESSFUL = 'Export Successful';

export const EXPORT_FAILED = {
  title: 'Export Failed',
  description: 'There was an error exporting the data. Please try again.',
};
