import { Box, Checkbox, FormControlLabel, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { targetCandidates, type ReplicationShop } from '../../domain/replication/form';

interface TargetPickerProps {
  shops: readonly ReplicationShop[];
  sourceId: number | null;
  selected: number[];
  onChange: (ids: number[]) => void;
}

/** Spec 3 §2.4 target shops: the configured shops other than the source, a search on the name and "select all" (of what the search shows). */
export const TargetPicker = ({ shops, sourceId, selected, onChange }: TargetPickerProps) => {
  const translate = useTranslate();
  const [search, setSearch] = useState('');
  const shown = targetCandidates(shops, sourceId, search);
  const chosen = new Set(selected);
  const allShown = shown.length > 0 && shown.every((shop) => chosen.has(shop.id));
  const toggleAll = () => {
    const ids = new Set(selected);
    for (const shop of shown) if (allShown) ids.delete(shop.id);
    else ids.add(shop.id);
    onChange([...ids]);
  };
  const toggle = (id: number) => onChange(chosen.has(id) ? selected.filter((other) => other !== id) : [...selected, id]);
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="subtitle1">{translate('replication.targets.title')}</Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('replication.targets.selected', { n: selected.length })}
        </Typography>
      </Stack>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <TextField size="small" label={translate('replication.targets.search')} value={search} onChange={(event) => setSearch(event.target.value)} sx={{ flex: 1 }} />
        <FormControlLabel
          control={<Checkbox checked={allShown} indeterminate={!allShown && shown.some((shop) => chosen.has(shop.id))} onChange={toggleAll} disabled={shown.length === 0} />}
          label={translate('replication.targets.select_all')}
        />
      </Stack>
      {shown.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate(search.trim() ? 'replication.targets.no_match' : 'replication.targets.empty')}
        </Typography>
      ) : (
        <Box
          role="group"
          aria-label={translate('replication.targets.title')}
          sx={{ maxHeight: 168, overflowY: 'auto', display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', border: 1, borderColor: 'divider', borderRadius: 1, px: 1 }}
        >
          {shown.map((shop) => (
            <FormControlLabel key={shop.id} control={<Checkbox size="small" checked={chosen.has(shop.id)} onChange={() => toggle(shop.id)} />} label={shop.name} sx={{ minWidth: 0 }} />
          ))}
        </Box>
      )}
    </Stack>
  );
};
