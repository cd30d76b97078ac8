import { vi } from 'vitest';

/** Stand-in for sonner's `toast`: callable for default toasts, with `.error` for destructive ones. */
export const toastMock = Object.assign(vi.fn(), { error: vi.fn() });
