import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { lazyNamed } from '../../startup/lazyNamed';
import { defineResource } from '../../ui/defineResource';
import definition from './definition';

// Loaded on demand (own chunk): only the home list is in the first-load JavaScript.
const InvoiceList = lazyNamed(() => import('./InvoiceList'), 'InvoiceList');

export default defineResource(definition, {
  list: InvoiceList,
  icon: ReceiptLongIcon,
  recordRepresentation: (record: { id: string | number }) => `#${record.id}`,
});
