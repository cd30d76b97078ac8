import { defineMessages, text } from '../../lib/i18n/messages';
import { useAppStore } from '../../store/appStore';
import { toast } from '../../toasts/toast';
import type { DataView } from '../../views/views';

const messages = defineMessages({
  title: { id: 'map.unavailableTitle', defaultMessage: 'Map Unavailable' },
  description: {
    id: 'map.unavailableDescription',
    defaultMessage: "The map's counties could not be loaded. Search still finds every county; switch views to try again.",
  },
});

/** The view's counties, or the code that draws them, could not load: the map stops saying it is drawing, the toast says why. */
export function drawingUnavailable(view: DataView): void {
  useAppStore.getState().setMapDrawn(view);
  toast.error(text(messages.title), { description: text(messages.description) });
}
