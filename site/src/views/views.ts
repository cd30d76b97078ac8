import type { DataView } from './dataView';
import { demoView } from './demoView';
import { measuredView } from './measuredView';

export type { DataView } from './dataView';

/** Every view, in the view switch's order. */
export const VIEWS: readonly DataView[] = [demoView, measuredView];

/** The view of a link without a (known) `data` value, and of the prerendered page. */
export const DEFAULT_VIEW: DataView = demoView;

/** The view a link's `data` value names (exactly, case and all); the default for none or any other. */
export const viewById = (id: string | null | undefined): DataView => VIEWS.find((view) => view.id === id) ?? DEFAULT_VIEW;
