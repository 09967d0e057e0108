import { Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { MapFilterOptions } from '../../dataProviders/superAdmin/shopsMap';
import { ACTIVE_EMPLOYEE_BUCKET_IDS, type LabelledFilterKey, type MapFilterKey, type MapFilters } from '../../domain/mapFilters';
import { MapFilterMenu } from './MapFilterMenu';
import { useFilterLabel } from './useFilterLabel';

interface MapFiltersBarProps {
  options: MapFilterOptions | undefined;
  value: MapFilters;
  onChange: (filters: MapFilters) => void;
}

/** The four filter dropdowns (spec 1 §2.8): convention, sector, active employees, features. */
export const MapFiltersBar = ({ options, value, onChange }: MapFiltersBarProps) => {
  const translate = useTranslate();
  const label = useFilterLabel();
  // the ids come from the server, their labels from the console's catalogues (any language)
  const labelled = (kind: LabelledFilterKey) => options?.[kind].map((option) => ({ id: option.id, label: label(kind, option.id, option.label) }));
  const buckets = ACTIVE_EMPLOYEE_BUCKET_IDS.map((id) => ({ id, label: translate(`shops_map.filters.buckets.${id}`) }));
  const menu = (key: MapFilterKey, list: { id: string; label: string }[] | undefined) => (
    <MapFilterMenu
      key={key}
      label={translate(`shops_map.filters.${key}`)}
      options={list ?? []}
      value={value[key]}
      disabled={!list}
      onApply={(values) => onChange({ ...value, [key]: values })}
    />
  );
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} aria-label={translate('shops_map.filters.label')} role="toolbar">
      {menu('conventions', labelled('conventions'))}
      {menu('sectors', labelled('sectors'))}
      {menu('active_employees', buckets)}
      {menu('features', labelled('features'))}
    </Stack>
  );
};
