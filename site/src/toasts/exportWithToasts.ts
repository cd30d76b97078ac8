import { EXPORT_FAILED, EXPORT_SUCCESSFUL } from '../lib/downloads/exportToasts';
import { toast } from './toast';

/**
 * Runs an export and says how it went, as the specification's toasts: the header's whole download
 * and a card's row alike. The success toast gives `described`; a failure says so instead. Never throws.
 */
export async function exportWithToasts(described: string, save: () => Promise<void>): Promise<void> {
  try {
    await save();
    toast(EXPORT_SUCCESSFUL, { description: described });
  } catch {
    toast.error(EXPORT_FAILED.title, { description: EXPORT_FAILED.description });
  }
}
