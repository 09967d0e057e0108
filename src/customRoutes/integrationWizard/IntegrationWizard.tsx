import CloseIcon from '@mui/icons-material/Close';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, LinearProgress, Step, StepButton, Stepper } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useReducer } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { ConsoleDataProvider } from '../../dataProviders';
import { apiErrorText, readApiError } from '../../dataProviders/apiError';
import { preselectedSoftware, softwareOptions } from '../../domain/payConfigs/softwareOptions';
import {
  canFinish,
  canGoNext,
  canJumpTo,
  configConstraints,
  currentStage,
  initialWizardState,
  needsBulkConfirmation,
  submittedSettings,
  wizardReducer,
  type WizardMode,
} from '../../domain/payConfigs/wizard';
import { payConfigsKey } from '../../resources/organisations/show/integration/integrationsData';
import { useConfirm } from '../../ui/ConfirmProvider';
import { WizardStep } from './WizardStep';
import { useWizardContext, useWizardPermissions } from './useWizardContext';
import { useWizardFetches } from './useWizardFetches';

interface IntegrationWizardProps {
  organisationId: number;
  mode: WizardMode;
}

/**
 * Spec 3 §2.2, §4.1: the integration wizard, a large dialog over the organisation's integration tab that an outside
 * click does not close. Its state is the pure machine of domain/payConfigs/wizard.ts; this component runs the fetches
 * and the save that machine asks for.
 */
export const IntegrationWizard = ({ organisationId, mode }: IntegrationWizardProps) => {
  const permissions = useWizardPermissions();
  if (!permissions.settled) return null;
  return <Wizard organisationId={organisationId} mode={mode} permissions={permissions} />;
};

const Wizard = ({
  organisationId,
  mode,
  permissions,
}: IntegrationWizardProps & {
  permissions: ReturnType<typeof useWizardPermissions>;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const client = useQueryClient();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const { configId = null } = useParams<{ configId: string }>();
  const [search] = useSearchParams();
  const askedShop = Number(search.get('shop_id')) || null;
  const context = useWizardContext(organisationId, mode === 'update' ? configId : null);
  const [state, dispatch] = useReducer(wizardReducer, { mode, canUpload: permissions.addConfig, shopId: askedShop }, initialWizardState);
  const stage = currentStage(state);
  const close = () => navigate(`/organisations/${organisationId}/integration`);

  // the source shop: the one asked (?shop_id=), the updated config's first, else the organisation's first (§2.2 step 1)
  const organisationFirst = context.shops.data?.[0]?.id ?? null;
  const firstShop = mode === 'update' ? (context.config.data ? (context.config.data.shopIds[0] ?? organisationFirst) : null) : organisationFirst;
  useEffect(() => {
    if (state.shopId === null && firstShop !== null) dispatch({ type: 'set_shop', shopId: firstShop });
  }, [state.shopId, firstShop]);
  useWizardFetches(state, dispatch, configId, context.software.data);

  const options = useMemo(
    () =>
      softwareOptions(context.software.data ?? [], {
        advanced: permissions.advanced,
        addConfig: permissions.addConfig,
        update: mode === 'update',
      }),
    [context.software.data, permissions.advanced, permissions.addConfig, mode],
  );
  // §4.3: with none chosen, the first enabled software is preselected (once the settings to start from are in)
  const preselect = stage === 'format' && state.form.payroll_software === null && state.pending.length === 0 ? preselectedSoftware(options, null) : null;
  useEffect(() => {
    if (preselect)
      dispatch({
        type: 'set_software',
        id: preselect.id,
        kind: preselect.kind,
        reset: true,
      });
  }, [preselect]);

  const assigned = mode === 'update' ? (context.config.data?.shopIds ?? []) : [];
  const shopIds = assigned.length > 0 ? assigned : state.shopId ? [state.shopId] : [];
  const save = useMutation({
    mutationFn: () =>
      dataProvider.saveIntegration({
        configId: configId ?? undefined,
        integration: submittedSettings(state),
        shopId: state.shopId as number,
        organisationId,
      }),
    onSuccess: () => {
      notify(mode === 'update' ? 'integrations.notifications.updated' : 'integrations.notifications.created', { type: 'success' });
      void client.invalidateQueries({
        queryKey: payConfigsKey(organisationId),
      });
      close();
    },
    onError: (error) => {
      // §8: the constraints of a refused config file go to the upload step under its header
      const constraints = configConstraints(readApiError(error).message);
      if (constraints.length > 0) {
        dispatch({ type: 'file_errors', errors: constraints });
        const upload = state.stages.indexOf('upload');
        if (upload >= 0) dispatch({ type: 'jump', index: upload });
      }
      notify(
        apiErrorText(error, translate, {
          fallback: mode === 'update' ? 'integrations.errors.update' : 'integrations.errors.create',
          catalogue: true,
        }),
        { type: 'error' },
      );
    },
  });
  const finish = async () => {
    if (needsBulkConfirmation(state)) {
      const sure = await confirm({
        title: 'integration_wizard.bulk.title',
        content: 'integration_wizard.bulk.content',
        contentOptions: {
          smart_count: state.bulkShops + 1,
          count: state.bulkShops + 1,
        },
      });
      if (!sure) return dispatch({ type: 'bulk_refused' });
    }
    save.mutate();
  };

  const entrySteps = state.stages.slice(0, -1);
  const last = stage === 'finish';
  const busy = state.pending.length > 0 || state.reading || save.isPending;
  const ready = mode === 'create' || (context.config.data && state.loaded.basic_data);
  return (
    <Dialog
      open
      fullWidth
      maxWidth="lg"
      onClose={(_event, reason) => {
        if (reason !== 'backdropClick' && !save.isPending) close();
      }}
      aria-labelledby="integration-wizard-title"
      slotProps={{ paper: { sx: { height: 'calc(100% - 64px)' } } }}
    >
      <DialogTitle id="integration-wizard-title" sx={{ pr: 6 }}>
        {mode === 'update'
          ? translate('integration_wizard.title_update', {
              name: context.config.data?.name ?? '',
            })
          : translate('integration_wizard.title_create')}
        <IconButton aria-label={translate('ra.action.close')} onClick={close} disabled={save.isPending} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <Box sx={{ px: 3, pb: 2 }}>
        <Stepper nonLinear activeStep={last ? entrySteps.length : state.index} alternativeLabel>
          {[...entrySteps, 'finish' as const].map((step, index) => (
            <Step key={step} completed={index < state.index}>
              <StepButton disabled={!canJumpTo(state, index) || busy} onClick={() => dispatch({ type: 'jump', index })}>
                {translate(`integration_wizard.steps.${step}`)}
              </StepButton>
            </Step>
          ))}
        </Stepper>
      </Box>
      {busy ? <LinearProgress /> : <Box sx={{ height: 4 }} />}
      <DialogContent dividers sx={{ overflowX: 'hidden' }}>
        {ready ? (
          <WizardStep
            stage={stage}
            state={state}
            dispatch={dispatch}
            organisationId={organisationId}
            permissions={permissions}
            options={options}
            context={context}
            shopIds={shopIds}
          />
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={save.isPending}>
          {translate('ra.action.cancel')}
        </Button>
        <Box sx={{ flex: 1 }} />
        <Button onClick={() => dispatch({ type: 'back' })} disabled={state.index === 0 || busy}>
          {translate('integration_wizard.back')}
        </Button>
        {last ? (
          <Button variant="contained" onClick={() => void finish()} disabled={!canFinish(state) || busy}>
            {translate('integration_wizard.save')}
          </Button>
        ) : (
          <Button variant="contained" onClick={() => dispatch({ type: 'next' })} disabled={!canGoNext(state) || !ready}>
            {translate(state.index === entrySteps.length - 1 ? 'integration_wizard.finish_button' : 'integration_wizard.next')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
};
