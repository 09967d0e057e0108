import FlagIcon from '@mui/icons-material/Flag';
import { lazyNamed } from '../../startup/lazyNamed';
import { defineResource } from '../../ui/defineResource';
import definition from './definition';

// Loaded on demand (own chunk): only the home list is in the first-load JavaScript.
const FeatureFlagList = lazyNamed(() => import('./FeatureFlagList'), 'FeatureFlagList');

/** One page for the product, dev and canary flags: its tabs and dialogs edit them in place. */
export default defineResource(definition, {
  list: FeatureFlagList,
  icon: FlagIcon,
});
