import { MenuIcon } from '../../lib/icons';
import { useAppStore } from '../../store/appStore';
import { selectSidebarOpen } from '../../store/selectors';
import { SIDEBAR_ID, SIDEBAR_TOGGLE_ID } from '../../lib/domIds';

/** Header button that opens and closes the small-screen drawer. */
export function SidebarToggle() {
  const open = useAppStore(selectSidebarOpen);
  const toggleSidebar = useAppStore((s) => s.toggleSidebar);
  return (
    <button
      type="button"
      id={SIDEBAR_TOGGLE_ID}
      className="icon-button mobile-only"
      aria-label="Toggle sidebar"
      title="Toggle sidebar"
      aria-expanded={open}
      aria-controls={SIDEBAR_ID}
      onClick={toggleSidebar}
    >
      <MenuIcon />
    </button>
  );
}
