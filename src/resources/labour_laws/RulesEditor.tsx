import { Accordion, AccordionDetails, AccordionSummary, Box, TextField, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslate } from 'react-admin';
import { RULE_FIELDS, RULE_FIELD_NAMES, RULES_EDITOR_MAX_HEIGHT, RULES_EDITOR_MIN_HEIGHT, type RuleField } from '../../domain/labourLaws';
import type { FieldProblem } from '../../domain/labourLawValidation';

interface RulesEditorProps {
  value: string;
  problem: FieldProblem | null;
  showProblem: boolean;
  onChange: (text: string) => void;
}

/** The rules as JSON in a text area of 350 to 4000 px (spec 1 §9), with the mandatory/invalid messages of §5. */
export const RulesEditor = ({ value, problem, showProblem, onChange }: RulesEditorProps) => {
  const translate = useTranslate();
  const error = showProblem && problem !== null;
  const message = !error ? translate('labour_laws.form.rules_help') : translate(problem === 'mandatory' ? 'labour_laws.validation.mandatory' : 'labour_laws.validation.invalid_rules');
  return (
    <Box>
      <TextField
        label={translate('labour_laws.form.rules')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={error}
        helperText={message}
        required
        multiline
        fullWidth
        slotProps={{
          // A plain textarea, not MUI's JS autosize (which multiplies rows by the min-height): it grows with
          // its content between the two limits (CSS field-sizing) and can be resized by hand.
          input: { inputComponent: 'textarea' },
          htmlInput: {
            rows: 16,
            spellCheck: false,
            'data-testid': 'labour-law-rules',
            style: {
              fieldSizing: 'content',
              minHeight: RULES_EDITOR_MIN_HEIGHT,
              maxHeight: RULES_EDITOR_MAX_HEIGHT,
              overflow: 'auto',
              resize: 'vertical',
              fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
              fontSize: 13,
            },
          },
        }}
      />
      <RuleFieldsReference />
    </Box>
  );
};

const kindOf = (field: RuleField, translate: ReturnType<typeof useTranslate>) => {
  const spec = RULE_FIELDS[field];
  return translate(`labour_laws.rule_kinds.${spec.kind}`, { values: 'values' in spec ? spec.values.join(' | ') : '' });
};

/** Every rule field with its label and the kind of value it takes, to write the JSON by. */
const RuleFieldsReference = () => {
  const translate = useTranslate();
  return (
    <Accordion disableGutters variant="outlined" sx={{ mt: 1 }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography variant="body2">{translate('labour_laws.form.rule_fields')}</Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}>
          {RULE_FIELD_NAMES.map((field) => (
            <Box key={field} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="caption" sx={{ fontFamily: 'monospace' }}>
                {field}
              </Typography>
              <Typography component="dd" variant="caption" sx={{ m: 0 }}>
                {translate(`labour_laws.rule_fields.${field}`)} ({kindOf(field, translate)})
              </Typography>
            </Box>
          ))}
        </Box>
      </AccordionDetails>
    </Accordion>
  );
};
