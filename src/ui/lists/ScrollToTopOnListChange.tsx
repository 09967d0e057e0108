import { useEffect, useRef } from 'react';
import { useListContext } from 'react-admin';

/** Spec 1 §2.4: changing the sort or the page scrolls back to the top of the list. Render inside a <List>. */
export const ScrollToTopOnListChange = () => {
  const { sort, page } = useListContext();
  const position = `${sort.field}:${sort.order}:${page}`;
  const previous = useRef(position);
  useEffect(() => {
    if (previous.current === position) return;
    previous.current = position;
    window.scrollTo({ top: 0 });
  }, [position]);
  return null;
};
