import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useTranslate } from 'react-admin';
import { AddFlagDialog } from './AddFlagDialog';
import type { NewFlagKind } from './featureFlagsData';

/** spec 1 §2.9, §6: the add button shows only for users holding can_add_feature_flags (feature_flags.add; the server checks again). */
export const AddFlagButton = ({ kind, existingNames }: { kind: NewFlagKind; existingNames: readonly string[] }) => {
  const translate = useTranslate();
  const { canAccess = false } = useCanAccess({ resource: 'feature_flags', action: 'add' });
  const [open, setOpen] = useState(false);
  if (!canAccess) return null;
  return (
    <>
      <Button startIcon={<AddIcon />} onClick={() => setOpen(true)}>
        {translate(`feature_flags.add.${kind}_button`)}
      </Button>
      {open ? <AddFlagDialog kind={kind} existingNames={existingNames} onClose={() => setOpen(false)} /> : null}
    </>
  );
};
