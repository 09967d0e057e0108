import { CircularProgress, Dialog, DialogContent } from '@mui/material';
import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslate } from 'react-admin';

const DialogLoading = ({ onClose }: { onClose: () => void }) => {
  const translate = useTranslate();
  return (
    <Dialog open onClose={onClose}>
      <DialogContent>
        <CircularProgress aria-label={translate('ra.page.loading')} />
      </DialogContent>
    </Dialog>
  );
};

/**
 * A dialog loaded from its own chunk on first opening (React.lazy on a named export): the rich-text editor and
 * the wizards stay out of the invoices table's bundle, only their buttons are in it. A spinner meanwhile.
 */
export function lazyDialog<P extends { onClose: () => void }, K extends string>(load: () => Promise<Record<K, ComponentType<P>>>, name: K): ComponentType<P> {
  const Lazy = lazy(async (): Promise<{ default: ComponentType<P> }> => ({ default: (await load())[name] }));
  const Loaded = (props: P) => (
    <Suspense fallback={<DialogLoading onClose={props.onClose} />}>
      <Lazy {...props} />
    </Suspense>
  );
  Loaded.displayName = `LazyDialog(${name})`;
  return Loaded;
}
