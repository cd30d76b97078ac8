import { useEffect } from 'react';
import { toast } from './toast';
import type { DataStatus } from '../store/dataSlice';

/** Shows a destructive toast each time a load's status turns to error. */
export function useFailureToast(status: DataStatus | 'idle', title: string, description: string): void {
  useEffect(() => {
    if (status === 'error') toast.error(title, { description });
  }, [status, title, description]);
}
