import { defineMessages, text } from '../../lib/i18n/messages';
import { MenuIcon } from '../../lib/dom/icons';
import { useAppStore } from '../../store/appStore';
import { selectSidebarOpen } from '../../store/selectors';
import { SIDEBAR_ID, SIDEBAR_TOGGLE_ID } from '../../lib/dom/domIds';

const messages = defineMessages({
  toggle: { id: 'sidebar.toggle', defaultMessage: 'Toggle sidebar' },
});

/** Header button that opens and closes the small-screen drawer. */
export function SidebarToggle() {
  const open = useAppStore(selectSidebarOpen);
  const toggleSidebar = useAppStore((s) => s.toggleSidebar);
  const label = text(messages.toggle);
  return (
    <button
      type="button"
      id={SIDEBAR_TOGGLE_ID}
      className="icon-button mobile-only"
      aria-label={label}
      title={label}
      aria-expanded={open}
      aria-controls={SIDEBAR_ID}
      onClick={toggleSidebar}
    >
      <MenuIcon />
    </button>
  );
}
