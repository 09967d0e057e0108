import { Alert, AlertTitle, List, ListItem, ListItemText } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { UserImportError } from '../../../../contracts/userImport';
import { shownNames } from '../../../../domain/userImport/errorDisplay';

/** Spec 2 §8: a count header, then per error its message by key and field, up to 5 names then "and N more". */
export const ImportErrorList = ({ errors }: { errors: UserImportError[] }) => {
  const translate = useTranslate();
  return (
    <Alert severity="error" role="alert">
      <AlertTitle>{translate('user_import.errors.count', { smart_count: errors.length })}</AlertTitle>
      <List dense disablePadding>
        {errors.map((error) => {
          const { names, more } = shownNames(error.users);
          const who = [names.join(', '), more > 0 ? translate('user_import.errors.more', { smart_count: more }) : ''].filter(Boolean).join(' ');
          return (
            <ListItem key={`${error.key}:${error.field}`} disableGutters>
              <ListItemText
                primary={translate(`user_import.errors.keys.${error.key}`, { field: translate(`user_import.fields.${error.field}`), _: error.key })}
                secondary={who || null}
              />
            </ListItem>
          );
        })}
      </List>
    </Alert>
  );
};
