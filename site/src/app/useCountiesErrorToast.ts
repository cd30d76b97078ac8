import { defineMessages, text } from '../lib/i18n/messages';
import { useFailureToast } from '../toasts/useFailureToast';
import { useAppStore } from '../store/appStore';
import { selectCountiesStatus } from '../store/selectors';

const messages = defineMessages({
  title: { id: 'app.countiesFailed', defaultMessage: 'Error Loading Data' },
  description: { id: 'app.countiesFailedText', defaultMessage: 'Failed to load county information. Please check your connection and try again.' },
});

/** Says so when the counties fail to load (the boot sequence, boot.ts, loads them). */
export function useCountiesErrorToast(): void {
  useFailureToast(
    useAppStore(selectCountiesStatus),
    text(messages.title),
    text(messages.description),
  );
}
