import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { licenceBadgeColour, licenceBadgeLabel, type LicenceBadgeColour } from '../../../domain/licences';

/** The theme colours of the spec's blue, green and red (all readable under white text). */
const CHIP_COLOUR: Record<LicenceBadgeColour, 'primary' | 'success' | 'error'> = { blue: 'primary', green: 'success', red: 'error' };

/** Spec 2 §2.1, §9: the licence's position plus one, blue below 4, green 4 to 7, red from 8 (0-based position). */
export const LicenceBadge = ({ position }: { position: number }) => {
  const translate = useTranslate();
  const colour = licenceBadgeColour(position);
  const label = licenceBadgeLabel(position);
  return (
    <Chip
      size="small"
      color={CHIP_COLOUR[colour]}
      label={label}
      aria-label={translate('organisation_licences.position', { position: label })}
      data-colour={colour}
      sx={{ minWidth: 32, fontWeight: 600 }}
    />
  );
};
