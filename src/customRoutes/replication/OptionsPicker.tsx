import { Box, Checkbox, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { isConventionChoice, type ReplicationForm } from '../../domain/replication/form';
import { conventionChoices, REPLICATION_OPTIONS, type ConventionSource } from '../../domain/replication/options';

interface OptionsPickerProps {
  form: ReplicationForm;
  source: ConventionSource | undefined;
  onChange: (change: Partial<ReplicationForm>) => void;
}

/** Spec 3 §2.4 and §9: the options to copy, the convention choice (flexible only when the source allows it) and the export models. */
export const OptionsPicker = ({ form, source, onChange }: OptionsPickerProps) => {
  const translate = useTranslate();
  const chosen = new Set(form.options);
  const all = REPLICATION_OPTIONS.every((option) => chosen.has(option));
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="subtitle1">{translate('replication.options.title')}</Typography>
        <FormControlLabel
          control={<Checkbox size="small" checked={all} onChange={() => onChange({ options: all ? [] : [...REPLICATION_OPTIONS] })} />}
          label={translate('replication.options.all')}
        />
      </Stack>
      <Box role="group" aria-label={translate('replication.options.title')} sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' }}>
        {REPLICATION_OPTIONS.map((option) => (
          <FormControlLabel
            key={option}
            control={
              <Checkbox
                size="small"
                checked={chosen.has(option)}
                onChange={() => onChange({ options: chosen.has(option) ? form.options.filter((o) => o !== option) : [...form.options, option] })}
              />
            }
            label={translate(`replication.options.${option}`)}
            sx={{ minWidth: 0 }}
          />
        ))}
      </Box>
      {/* the convention, then the export models on their own line, both at the left edge (a gap: Stack's margins would undo the labels' own) */}
      <Stack spacing={1} useFlexGap sx={{ alignItems: 'flex-start' }}>
        <FormControl>
          <FormLabel id="replication-convention">{translate('replication.options.convention_and_alerts_select')}</FormLabel>
          <RadioGroup row aria-labelledby="replication-convention" value={form.convention} onChange={(event) => isConventionChoice(event.target.value) && onChange({ convention: event.target.value })}>
            {conventionChoices(source).map((choice) => (
              <FormControlLabel key={choice} value={choice} control={<Radio size="small" />} label={translate(`replication.convention.${choice}`)} />
            ))}
          </RadioGroup>
        </FormControl>
        <FormControlLabel
          control={<Checkbox size="small" checked={form.exportModels} onChange={() => onChange({ exportModels: !form.exportModels })} />}
          label={translate('replication.options.export_models')}
        />
      </Stack>
    </Stack>
  );
};
