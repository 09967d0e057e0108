import { Pagination } from 'react-admin';
import { LIST_PAGE_SIZE } from '../../contracts/lists';

/** Spec 1 §2.4 and §9: pagination at the right of the table, 100 rows a page and no other choice. */
export const ListPagination = () => <Pagination rowsPerPageOptions={[LIST_PAGE_SIZE]} />;
