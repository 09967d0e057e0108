import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { InvoiceList } from './InvoiceList';

export default {
  list: InvoiceList,
  icon: ReceiptLongIcon,
  recordRepresentation: (record: { id: string | number }) => `#${record.id}`,
};
