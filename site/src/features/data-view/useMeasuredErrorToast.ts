import { defineMessages, text } from '../../lib/i18n/messages';
import { useFailureToast } from '../../toasts/useFailureToast';
import { useAppStore } from '../../store/appStore';
import { selectMeasuredStatus } from '../../store/selectors';

const messages = defineMessages({
  title: { id: 'dataView.measuredFailed', defaultMessage: 'Measured Data Unavailable' },
  description: {
    id: 'dataView.measuredFailedText',
    defaultMessage: 'Failed to load the measured county figures. Demo scores still work; try Measured data again later.',
  },
});

/** Says so when the measured figures fail to load (loadMeasured.ts loads them). */
export function useMeasuredErrorToast(): void {
  useFailureToast(
    useAppStore(selectMeasuredStatus),
    text(messages.title),
    text(messages.description),
  );
}
