import { Alert, Box, LinearProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { PayConfigSettings, PreviewAnswer } from '../../contracts/payConfigs';
import type { ConsoleDataProvider } from '../../dataProviders';
import { apiErrorText } from '../../dataProviders/apiError';
import { lastMonthPeriod } from '../../domain/payConfigs/period';
import { PreviewLines } from './PreviewLines';

interface FinishStepProps {
  organisationId: number;
  settings: PayConfigSettings;
  shopIds: readonly number[];
}

const PREVIEW_LIMIT = 50;

/**
 * Issue 29: the wizard's last step shows the file the config would write for last month, before anything is saved:
 * the first lines a customer's payroll will import, each with the shifts and absences that made it.
 */
export const FinishStep = ({ organisationId, settings, shopIds }: FinishStepProps) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const period = useMemo(() => lastMonthPeriod(new Date()), []);
  const preview = useQuery<PreviewAnswer>({
    queryKey: ['pay_config_preview', organisationId, shopIds, period, settings],
    enabled: shopIds.length > 0,
    retry: false,
    queryFn: ({ signal }) =>
      dataProvider.previewPayConfig(
        {
          organisation_id: organisationId,
          config: settings,
          shop_ids: [...shopIds],
          ...period,
          limit: PREVIEW_LIMIT,
        },
        signal,
      ),
  });
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Typography>
        {translate('integration_wizard.finish.intro', {
          start: period.period_start.split('-').reverse().join('/'),
          end: period.period_end.split('-').reverse().join('/'),
        })}
      </Typography>
      {preview.isPending && shopIds.length > 0 ? <LinearProgress aria-label={translate('integration_wizard.finish.loading')} /> : null}
      {preview.isError ? (
        <Alert severity="error">
          {apiErrorText(preview.error, translate, {
            fallback: 'integration_wizard.errors.preview',
            catalogue: true,
          })}
        </Alert>
      ) : null}
      {preview.data ? (
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
            {translate('integration_wizard.finish.file', {
              name: preview.data.file_name,
              lines: preview.data.total_lines,
              smart_count: preview.data.total_lines,
            })}
          </Typography>
          {preview.data.lines.length === 0 ? (
            <Typography color="text.secondary">{translate('integration_wizard.finish.empty')}</Typography>
          ) : (
            <PreviewLines answer={preview.data} />
          )}
        </Box>
      ) : null}
    </Stack>
  );
};
