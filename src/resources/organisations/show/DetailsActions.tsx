import DeleteIcon from '@mui/icons-material/Delete';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Button, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { OrganisationRecordAnswer } from '../../../dataProviders/superAdmin/organisations';
import { useImpersonate } from '../../users/impersonation/useImpersonate';
import { useConfirm } from '../../../ui/ConfirmProvider';
import type { useOrganisationActions } from './useOrganisationActions';

interface DetailsActionsProps {
  answer: OrganisationRecordAnswer;
  actions: ReturnType<typeof useOrganisationActions>;
}

/**
 * Spec 2 §2.1: see as the first referent, delete (after a confirmation naming the organisation), and
 * the two billing actions, each shown only with its flag of the record and gone after success.
 */
export const DetailsActions = ({ answer, actions }: DetailsActionsProps) => {
  const translate = useTranslate();
  const confirm = useConfirm();
  const impersonation = useImpersonate();
  const { organisation } = answer;
  const firstReferent = organisation.referentId ?? organisation.availableReferents[0]?.id ?? null;

  const askDelete = async () => {
    const sure = await confirm({
      title: 'organisation_page.delete.confirm_title',
      content: organisation.createdFromSvcBillingAutomation ? 'organisation_page.delete.confirm_crm' : 'organisation_page.delete.confirm_content',
      titleOptions: { name: organisation.name },
      contentOptions: { name: organisation.name },
      confirm: 'organisation_page.delete.button',
      confirmColor: 'warning',
    });
    if (sure) actions.remove.mutate();
  };

  // issue 28: the exclusion cannot be undone from the console, and the confirmation says so
  const askExclude = async () => {
    const sure = await confirm({
      title: 'organisation_page.billing.exclude_confirm_title',
      content: 'organisation_page.billing.exclude_confirm_content',
      titleOptions: { name: organisation.name },
      contentOptions: { name: organisation.name },
      confirm: 'organisation_page.billing.exclude',
      confirmColor: 'warning',
    });
    if (sure) actions.exclude.mutate();
  };

  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      <Button
        startIcon={<VisibilityIcon />}
        disabled={firstReferent === null || impersonation.isPending}
        onClick={() => firstReferent !== null && impersonation.impersonate(firstReferent)}
      >
        {translate('organisation_page.see_as_referent')}
      </Button>
      {answer.can_migrate_to_new_process ? (
        <Button variant="outlined" disabled={actions.migrate.isPending} onClick={() => actions.migrate.mutate()}>
          {translate('organisation_page.billing.migrate')}
        </Button>
      ) : null}
      {answer.can_exclude_from_cash_recovery ? (
        <Button variant="outlined" disabled={actions.exclude.isPending} onClick={() => void askExclude()}>
          {translate('organisation_page.billing.exclude')}
        </Button>
      ) : null}
      <Button color="error" startIcon={<DeleteIcon />} disabled={actions.remove.isPending} onClick={() => void askDelete()}>
        {translate('organisation_page.delete.button')}
      </Button>
    </Stack>
  );
};
