import type { Dispatch } from 'react';
import type { SoftwareOption } from '../../domain/payConfigs/softwareOptions';
import { submittedSettings, type WizardAction, type WizardStage, type WizardState } from '../../domain/payConfigs/wizard';
import { AbsencesStep } from './AbsencesStep';
import { EvpsStep } from './EvpsStep';
import { FinishStep } from './FinishStep';
import { FormatStep } from './FormatStep';
import { SourceStep } from './SourceStep';
import { UploadStep } from './UploadStep';
import type { useWizardContext, useWizardPermissions } from './useWizardContext';

interface WizardStepProps {
  stage: WizardStage;
  state: WizardState;
  dispatch: Dispatch<WizardAction>;
  organisationId: number;
  permissions: ReturnType<typeof useWizardPermissions>;
  options: readonly SoftwareOption[];
  context: ReturnType<typeof useWizardContext>;
  shopIds: readonly number[];
}

/** The content of the wizard's current stage. */
export const WizardStep = ({ stage, state, dispatch, organisationId, permissions, options, context, shopIds }: WizardStepProps) => {
  switch (stage) {
    case 'source':
      return (
        <SourceStep
          state={state}
          dispatch={dispatch}
          shops={context.shops.data ?? []}
          integrations={context.configs.data ?? []}
          shopSelector={permissions.shopSelector}
        />
      );
    case 'format':
      return (
        <FormatStep
          state={state}
          dispatch={dispatch}
          options={options}
          addConfig={permissions.addConfig}
          contractTypes={context.contractTypes.data ?? []}
          shopCountries={shopIds.map((id) => context.countries.data?.get(id) ?? null)}
        />
      );
    case 'absences':
      return <AbsencesStep state={state} dispatch={dispatch} />;
    case 'evps':
      return <EvpsStep state={state} dispatch={dispatch} />;
    case 'upload':
      return <UploadStep state={state} dispatch={dispatch} />;
    case 'finish':
      return <FinishStep organisationId={organisationId} settings={submittedSettings(state)} shopIds={shopIds} />;
  }
};
