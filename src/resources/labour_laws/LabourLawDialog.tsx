import { Box, CircularProgress, Dialog, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { LabourLawInput, LabourLawRecord } from '../../dataProviders/labourLaws';
import type { LabourLawCountry } from '../../domain/labourLaws';
import { LabourLawForm } from './LabourLawForm';

interface LabourLawDialogProps {
  mode: 'create' | 'edit';
  /** the law being edited, once loaded */
  law?: LabourLawRecord | null;
  /** the country a new law starts in */
  defaultCountry?: LabourLawCountry;
  loading?: boolean;
  saving: boolean;
  onSubmit: (input: LabourLawInput) => void;
  onClose: () => void;
}

/** The dialog of the create and edit views: title, a loader while the law loads, then the one form. */
export const LabourLawDialog = ({ mode, law, defaultCountry, loading = false, saving, onSubmit, onClose }: LabourLawDialogProps) => {
  const translate = useTranslate();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" scroll="paper">
      <DialogTitle>{translate(mode === 'edit' ? 'labour_laws.form.edit_title' : 'labour_laws.form.create_title')}</DialogTitle>
      {loading ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 6 }}>
          <CircularProgress aria-label={translate('labour_laws.form.loading')} />
        </Box>
      ) : (
        <LabourLawForm
          key={law?.id ?? 'new'}
          law={mode === 'edit' ? law : null}
          defaultCountry={defaultCountry}
          saving={saving}
          onSubmit={onSubmit}
          onCancel={onClose}
        />
      )}
    </Dialog>
  );
};
