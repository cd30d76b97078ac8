import { useEffect } from 'react';
import { useAppStore } from '../../store/appStore';
import { SIDEBAR_TOGGLE_ID } from '../../lib/dom/domIds';

/** While the drawer is open, Escape closes it and returns focus to the header toggle. */
export function useDrawerEscape(drawerOpen: boolean): void {
  useEffect(() => {
    if (!drawerOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      useAppStore.getState().setSidebarOpen(false);
      document.getElementById(SIDEBAR_TOGGLE_ID)?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [drawerOpen]);
}
