import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { ReplicationAnswer } from '../../contracts/replication';
import { changedFields } from '../../domain/replication/form';
import { fieldLabel, valueText } from './replicationText';

/** The most shops drawn at once: a preview of hundreds of shops says how many more there are. */
const SHOWN = 50;

type Target = ReplicationAnswer['targets'][number];

/** One target: its changed options field by field (from → to), the options it does not take and why, its unchanged options collapsed behind a button. */
const TargetPreview = ({ target }: { target: Target }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [open, setOpen] = useState(false);
  const changed = target.changes.filter((change) => change.changed);
  const skipped = target.changes.filter((change) => change.skipped);
  const unchanged = target.changes.filter((change) => !change.changed && !change.skipped);
  return (
    <Box component="section" aria-label={target.shop_name} sx={{ borderTop: 1, borderColor: 'divider', py: 1 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
        <Typography variant="subtitle2">{target.shop_name}</Typography>
        <Chip size="small" color={changed.length > 0 ? 'primary' : 'default'} label={translate('replication.preview.changed_count', { n: changed.length })} />
      </Stack>
      {changed.map((change) => (
        <Box key={change.option} sx={{ pl: 1, mb: 0.5 }}>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {translate(`replication.options.${change.option}`)}
          </Typography>
          {changedFields(change).map((field) => (
            <Typography key={field} variant="body2" color="text.secondary" sx={{ pl: 1, overflowWrap: 'anywhere' }}>
              {translate('replication.preview.change', {
                field: fieldLabel(field, translate),
                from: valueText(field, change.before[field], translate, locale),
                to: valueText(field, change.after[field], translate, locale),
              })}
            </Typography>
          ))}
        </Box>
      ))}
      {skipped.map((change) => (
        <Typography key={change.option} variant="body2" color="warning.main" sx={{ pl: 1, mb: 0.5, overflowWrap: 'anywhere' }}>
          {translate('replication.preview.skipped', { option: translate(`replication.options.${change.option}`), reason: translate(`replication.skipped.${change.skipped}`) })}
        </Typography>
      ))}
      {unchanged.length > 0 ? (
        <>
          <Button size="small" onClick={() => setOpen(!open)} aria-expanded={open}>
            {translate('replication.preview.unchanged', { n: unchanged.length })}
          </Button>
          {open ? (
            <Typography variant="body2" color="text.secondary" sx={{ pl: 1 }}>
              {unchanged.map((change) => translate(`replication.options.${change.option}`)).join(', ')}
            </Typography>
          ) : null}
        </>
      ) : null}
    </Box>
  );
};

/** The dry run's answer grouped by shop, the shops that change first. */
export const PreviewList = ({ answer }: { answer: ReplicationAnswer }) => {
  const translate = useTranslate();
  const ordered = [...answer.targets].sort((a, b) => Number(b.changes.some((c) => c.changed)) - Number(a.changes.some((c) => c.changed)));
  // the same list shows the dry run before confirming and what was written after
  const title = translate(answer.dry_run ? 'replication.preview.title' : 'replication.result.title');
  return (
    <Box aria-label={title} role="region">
      <Typography variant="subtitle1">{title}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('replication.preview.summary', { n: answer.changed_shops, total: answer.targets.length })}
      </Typography>
      {ordered.slice(0, SHOWN).map((target) => (
        <TargetPreview key={target.shop_id} target={target} />
      ))}
      {ordered.length > SHOWN ? (
        <Typography variant="body2" color="text.secondary">
          {translate('replication.preview.more', { n: ordered.length - SHOWN })}
        </Typography>
      ) : null}
    </Box>
  );
};
