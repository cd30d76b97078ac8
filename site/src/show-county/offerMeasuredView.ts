import { measuredCountiesLoaded } from '../measured-data/measuredCountiesLoaded';
import { useAppStore } from '../store/appStore';
import { toast } from '../toasts/toast';

/** The button of the offer. */
export const SHOW_MEASURED = 'Show measured data';

/**
 * What a search or a position found outside the Demo view's counties: the toast says where it is
 * (description), and its button shows the Measured view, then calls showThere once that view's
 * counties are in.
 */
export function offerMeasuredView(description: string, showThere: () => void): void {
  toast('Outside This View', {
    description,
    action: {
      label: SHOW_MEASURED,
      onClick: () => {
        useAppStore.getState().setDataView('measured');
        void measuredCountiesLoaded().then(() => showThere());
      },
    },
  });
}
