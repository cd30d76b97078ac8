import { vi } from 'vitest';

/** Stand-in for the page's `toast` (toasts/toast.ts): callable for default toasts, with `.error` for destructive ones. */
export const toastMock = Object.assign(vi.fn(), { error: vi.fn() });
