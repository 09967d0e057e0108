import GavelIcon from '@mui/icons-material/Gavel';
import { lazyNamed } from '../../startup/lazyNamed';
import { defineResource } from '../../ui/defineResource';
import definition from './definition';

// Loaded on demand (own chunk): only the home list is in the first-load JavaScript.
const LabourLawList = lazyNamed(() => import('./LabourLawList'), 'LabourLawList');

/**
 * The list at /labour_laws; create (/labour_laws/create) and edit (/labour_laws/{id}) are dialogs
 * the list opens over itself from the address (its `/*` route), so it stays in place behind them.
 */
export default defineResource(definition, {
  list: LabourLawList,
  hasCreate: true,
  hasEdit: true,
  icon: GavelIcon,
  recordRepresentation: 'name',
});
