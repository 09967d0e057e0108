import { Autocomplete, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ABSENCE_TYPES, type AbsenceType } from '../../domain/absenceTypes';

interface AbsencesSelectProps {
  value: AbsenceType[];
  onChange: (absences: AbsenceType[]) => void;
}

/** The absences that still give an owed meal (spec 1 §3), a searchable multi-select with translated labels. */
export const AbsencesSelect = ({ value, onChange }: AbsencesSelectProps) => {
  const translate = useTranslate();
  const label = (absence: AbsenceType) => translate(`labour_laws.absences.${absence}`);
  return (
    <Autocomplete
      multiple
      disableCloseOnSelect
      options={ABSENCE_TYPES}
      value={value}
      onChange={(_event, next) => onChange(next)}
      getOptionLabel={label}
      slotProps={{ chip: { size: 'small' } }}
      renderInput={(params) => (
        <TextField {...params} label={translate('labour_laws.form.absences')} placeholder={translate('labour_laws.form.absences_placeholder')} />
      )}
    />
  );
};
