import { useFormState } from 'react-hook-form';
import { useUnsavedChanges } from '../../../../ui/tabs/unsavedChanges';

/** Inside the settings form: unsaved changes make leaving the tab ask first (as the organisation details tab). */
export const DirtyGuard = () => {
  const { isDirty } = useFormState();
  useUnsavedChanges(isDirty);
  return null;
};
