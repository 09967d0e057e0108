import type { SyntheticEvent } from 'react';

/**
 * The dialogs open from a table row; React events bubble through portals to the row, so a click in a dialog
 * must not reach the row's own click handler.
 */
export const stopRowClick = (event: SyntheticEvent) => event.stopPropagation();
