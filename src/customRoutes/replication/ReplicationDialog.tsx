import CloseIcon from '@mui/icons-material/Close';
import { Alert, AlertTitle, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Divider, IconButton, LinearProgress, MenuItem, Stack, TextField } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { ReplicationAnswer } from '../../contracts/replication';
import type { ConsoleDataProvider } from '../../dataProviders';
import { EMPTY_REPLICATION_FORM, replicationBody, withSource, type ReplicationForm } from '../../domain/replication/form';
import { organisationShopsKey } from '../../resources/organisations/show/integration/integrationsData';
import { OptionsPicker } from './OptionsPicker';
import { PreviewList } from './PreviewList';
import { apiErrorText } from '../../dataProviders/apiError';
import { failureLines } from './replicationText';
import { TargetPicker } from './TargetPicker';

interface ReplicationDialogProps {
  organisationId: number;
  sourceShopId?: number;
  onClose: () => void;
}

/**
 * Spec 3 §2.4, issue 32: copy a shop's settings to other shops of its organisation. The dry run's preview (grouped by
 * shop) comes before the confirm button is enabled; any change of the choices asks for a new preview. Failures are the
 * server's problems, one per line (§8).
 */
export const ReplicationDialog = ({ organisationId, sourceShopId, onClose }: ReplicationDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const queryClient = useQueryClient();
  const shops = useQuery({
    queryKey: organisationShopsKey(organisationId),
    retry: false,
    queryFn: ({ signal }) => dataProvider.getOrganisationShops(organisationId, signal),
  });
  const [form, setForm] = useState<ReplicationForm>({ ...EMPTY_REPLICATION_FORM, sourceId: sourceShopId ?? null });
  const [preview, setPreview] = useState<{ key: string; answer: ReplicationAnswer } | null>(null);
  const [result, setResult] = useState<ReplicationAnswer | null>(null);
  const [failure, setFailure] = useState<string[] | null>(null);
  const list = shops.data ?? [];
  const source = list.find((shop) => shop.id === form.sourceId);

  const body = replicationBody(form, true);
  const key = JSON.stringify(body);
  const previewed = preview !== null && preview.key === key ? preview.answer : null;
  const change = (next: Partial<ReplicationForm>) => {
    setFailure(null);
    setForm((current) => ({ ...current, ...next }));
  };

  const dryRun = useMutation({
    mutationFn: () => dataProvider.replicateShopSettings(body!),
    onMutate: () => setFailure(null),
    onSuccess: (answer) => setPreview({ key, answer }),
    onError: (error) => setFailure(failureLines(error, translate)),
  });
  const replicate = useMutation({
    mutationFn: () => dataProvider.replicateShopSettings({ ...body!, dry_run: false }),
    onMutate: () => setFailure(null),
    onSuccess: async (answer) => {
      setResult(answer);
      notify('replication.result.success', { type: 'success', messageArgs: { n: answer.changed_shops } });
      await queryClient.invalidateQueries({ queryKey: ['shops'] });
      await queryClient.invalidateQueries({ queryKey: organisationShopsKey(organisationId) });
    },
    onError: (error) => {
      setPreview(null);
      setFailure(failureLines(error, translate));
    },
  });
  const busy = dryRun.isPending || replicate.isPending;
  const reveal = useCallback((node: HTMLDivElement | null) => node?.scrollIntoView?.({ block: 'start', behavior: 'smooth' }), []);

  return (
    <Dialog open fullWidth maxWidth="md" scroll="paper" onClose={(_event, reason) => reason !== 'backdropClick' && !busy && onClose()} aria-labelledby="replication-title">
      <DialogTitle id="replication-title" sx={{ pr: 6 }}>
        {translate('replication.title')}
        <IconButton aria-label={translate('replication.close')} onClick={onClose} disabled={busy} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      {busy ? <LinearProgress aria-label={translate('replication.working')} /> : null}
      <DialogContent dividers>
        {shops.isError ? (
          <Alert severity="error" action={<Button onClick={() => void shops.refetch()}>{translate('replication.retry')}</Button>}>
            <AlertTitle>{translate('replication.load_error')}</AlertTitle>
            {/* what happened: the server's reason, or that it could not be reached */}
            {apiErrorText(shops.error, translate)}
          </Alert>
        ) : !shops.data ? (
          <CircularProgress aria-label={translate('ra.page.loading')} />
        ) : result ? (
          <Stack spacing={2}>
            <Alert severity="success">{translate('replication.result.success', { n: result.changed_shops })}</Alert>
            <PreviewList answer={result} />
          </Stack>
        ) : (
          <Stack spacing={2}>
            <TextField
              select
              size="small"
              label={translate('replication.source')}
              value={form.sourceId ?? ''}
              onChange={(event) => change(withSource(form, list.find((shop) => shop.id === Number(event.target.value))))}
              sx={{ maxWidth: 420 }}
            >
              {list.map((shop) => (
                <MenuItem key={shop.id} value={shop.id}>
                  {shop.name}
                </MenuItem>
              ))}
            </TextField>
            <TargetPicker shops={list} sourceId={form.sourceId} selected={form.targetIds} onChange={(targetIds) => change({ targetIds })} />
            <Divider />
            <OptionsPicker form={form} source={source} onChange={change} />
            <Divider />
            {failure ? (
              // a refusal comes into view as the preview does: it answers the button just pressed
              <Alert ref={reveal} severity="error" sx={{ whiteSpace: 'pre-line' }}>
                {failure.join('\n')}
              </Alert>
            ) : null}
            {previewed ? (
              // the preview comes into view when it arrives: it is read before the confirm button
              <div ref={reveal}>
                <PreviewList answer={previewed} />
              </div>
            ) : (
              <Alert severity="info">{translate(body ? 'replication.preview.needed' : 'replication.preview.incomplete')}</Alert>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate(result ? 'replication.close' : 'replication.cancel')}
        </Button>
        {result ? null : (
          <>
            <Button variant="outlined" disabled={!body || busy || previewed !== null} onClick={() => dryRun.mutate()}>
              {translate('replication.preview.button')}
            </Button>
            <Button variant="contained" disabled={!previewed || previewed.changed_shops === 0 || busy} onClick={() => replicate.mutate()}>
              {translate('replication.confirm', { n: previewed?.changed_shops ?? 0 })}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
};
