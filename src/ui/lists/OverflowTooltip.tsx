import { Tooltip } from '@mui/material';
import { useEffect, useState, type RefObject } from 'react';

const CELL_SELECTOR = 'td.RaDataTable-rowCell';
/** MUI Tooltip's default enterDelay. */
const ENTER_DELAY_MS = 100;

/**
 * One tooltip for a whole list table: a cell whose text is cut by its ellipsis shows the whole text
 * when hovered or when its link has the keyboard focus. Listening on the container keeps the 100
 * rows free of per-cell tooltips and re-renders (the list body's performance work, issue 7).
 */
export const OverflowTooltip = ({ containerRef }: { containerRef: RefObject<HTMLElement | null> }) => {
  const [cell, setCell] = useState<{ anchor: HTMLElement; title: string } | null>(null);
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let current: HTMLElement | null = null;
    const close = () => {
      clearTimeout(timer);
      current = null;
      setCell(null);
    };
    const show = (event: Event) => {
      const target = (event.target as Element | null)?.closest<HTMLElement>(CELL_SELECTOR) ?? null;
      if (target === current) return;
      close();
      const title = target?.textContent?.trim();
      if (!target || !title || target.scrollWidth <= target.clientWidth) return;
      current = target;
      timer = setTimeout(() => setCell({ anchor: target, title }), ENTER_DELAY_MS);
    };
    const hide = (event: Event) => {
      const next = (event as MouseEvent | FocusEvent).relatedTarget as Element | null;
      if (!current || next?.closest(CELL_SELECTOR) === current) return;
      close();
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    container.addEventListener('mouseover', show);
    container.addEventListener('focusin', show);
    container.addEventListener('mouseout', hide);
    container.addEventListener('focusout', hide);
    container.addEventListener('keydown', escape);
    return () => {
      clearTimeout(timer);
      container.removeEventListener('mouseover', show);
      container.removeEventListener('focusin', show);
      container.removeEventListener('mouseout', hide);
      container.removeEventListener('focusout', hide);
      container.removeEventListener('keydown', escape);
    };
  }, [containerRef]);
  if (!cell) return null;
  return (
    <Tooltip title={cell.title} open slotProps={{ popper: { anchorEl: cell.anchor } }}>
      {/* the Tooltip needs a child; it is shown at the cell */}
      <span hidden />
    </Tooltip>
  );
};
