import { Pagination, useListContext } from 'react-admin';
import { LIST_PAGE_SIZE } from '../../contracts/lists';

/**
 * Spec 1 §2.4 and §9: pagination at the right of the table, 100 rows a page and no other choice.
 * None while the list's call has failed: "1-100 of 100" under an error would be a lie (issue 15).
 */
export const ListPagination = () => {
  const { error } = useListContext();
  return error ? null : <Pagination rowsPerPageOptions={[LIST_PAGE_SIZE]} />;
};
