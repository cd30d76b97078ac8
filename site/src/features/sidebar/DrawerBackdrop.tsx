import { useAppStore } from '../../store/appStore';

/** Dark layer behind the open drawer; a click closes the drawer. Pointer-only: Escape does the same by keyboard. */
export function DrawerBackdrop() {
  const setSidebarOpen = useAppStore((s) => s.setSidebarOpen);
  return <div className="drawer-backdrop" aria-hidden="true" onClick={() => setSidebarOpen(false)} />;
}
