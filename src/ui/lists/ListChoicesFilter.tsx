import { SelectArrayInput } from 'react-admin';

interface ListChoicesFilterProps {
  source: string;
  /** the values the server accepts for this filter */
  values: readonly string[];
  /** i18n prefix of the values' labels (`organisations.status`) */
  labels: string;
  alwaysOn?: boolean;
  /** px; room for its label */
  width?: number;
}

/**
 * A list filter on one or several values of a column (issue 15: status, plan, organisation status);
 * the server keeps the rows holding any of them.
 */
export const ListChoicesFilter = ({ source, values, labels, width = 130 }: ListChoicesFilterProps) => (
  <SelectArrayInput source={source} choices={values.map((id) => ({ id, name: `${labels}.${id}` }))} size="small" helperText={false} sx={{ width }} />
);
