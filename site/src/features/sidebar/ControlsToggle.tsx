import { defineMessages, text } from '../../lib/i18n/messages';
import { LayersIcon } from '../../lib/dom/icons';
import { useAppStore } from '../../store/appStore';
import { selectSidebarOpen } from '../../store/selectors';
import { SIDEBAR_ID } from '../../lib/dom/domIds';

const messages = defineMessages({
  toggle: { id: 'sidebar.controlsToggle', defaultMessage: 'Toggle Controls' },
});

/** Round button at the map's top left (small screens) that opens the drawer. */
export function ControlsToggle() {
  const open = useAppStore(selectSidebarOpen);
  const toggleSidebar = useAppStore((s) => s.toggleSidebar);
  const label = text(messages.toggle);
  return (
    <button
      type="button"
      className="controls-toggle mobile-only"
      aria-label={label}
      title={label}
      aria-expanded={open}
      aria-controls={SIDEBAR_ID}
      onClick={() => {
        toggleSidebar();
        // This button sits in the content that turns inert, so focus moves into the drawer.
        requestAnimationFrame(() => document.getElementById(SIDEBAR_ID)?.focus());
      }}
    >
      <LayersIcon />
    </button>
  );
}
