import { defineMessages, text } from '../lib/i18n/messages';
import { measuredCountiesLoaded } from '../measured-data/measuredCountiesLoaded';
import { useAppStore } from '../store/appStore';
import { toast } from '../toasts/toast';

const messages = defineMessages({
  outsideThisView: { id: 'showCounty.outsideThisView', defaultMessage: 'Outside This View' },
});

/**
 * What a search or a position found outside the shown view's counties: the toast says where it is
 * (description) and what the view's wider one covers, and its button shows that view (views/: the
 * Demo's is the Measured), then calls showThere once that view's counties are in. Nothing for a view
 * without a wider one.
 */
export function offerWiderView(description: string, showThere: () => void): void {
  const { wider } = useAppStore.getState().dataView;
  if (!wider) return;
  toast(text(messages.outsideThisView), {
    description: `${description} ${wider.covers}`,
    action: {
      label: wider.offer,
      onClick: () => {
        useAppStore.getState().setDataView(wider.view);
        void measuredCountiesLoaded().then(() => showThere());
      },
    },
  });
}
