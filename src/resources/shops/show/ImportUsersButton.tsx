import GroupAddIcon from '@mui/icons-material/GroupAdd';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ImportUsersDialog } from './import/ImportUsersDialog';

/**
 * Spec 2 §2.2 'import users' button and its modal (issue 17), open to every super admin (§6 names no flag).
 * country: the shop's country (first in the template's country list).
 */
export const ImportUsersButton = ({ shopId, country }: { shopId: number; country: string }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" size="small" startIcon={<GroupAddIcon />} onClick={() => setOpen(true)}>
        {translate('user_import.button')}
      </Button>
      {open ? <ImportUsersDialog shopId={shopId} country={country} onClose={() => setOpen(false)} /> : null}
    </>
  );
};
