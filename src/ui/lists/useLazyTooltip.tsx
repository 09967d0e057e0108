import { Tooltip } from '@mui/material';
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';

/** MUI Tooltip's default enterDelay. */
const ENTER_DELAY_MS = 100;

/**
 * A MUI Tooltip for an element of a list row, created only once the element is hovered or
 * keyboard-focused: a 100-row page would otherwise build 100 Tooltips (hooks, Popper, styles)
 * that almost never open. Spread `handlers` on the element and render `tooltip` beside it.
 * Same looks and timing as <Tooltip title>: opens 100 ms after hover or keyboard focus, closes
 * on leave, blur or Escape.
 */
export function useLazyTooltip(title: string) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const show = (element: HTMLElement) => {
    setAnchor(element);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(true), ENTER_DELAY_MS);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen(false);
  };
  const handlers = {
    onMouseEnter: (event: MouseEvent<HTMLElement>) => show(event.currentTarget),
    onMouseLeave: hide,
    onFocus: (event: FocusEvent<HTMLElement>) => {
      if (event.currentTarget.matches(':focus-visible')) show(event.currentTarget);
    },
    onBlur: hide,
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key === 'Escape') hide();
    },
  };
  const tooltip = anchor ? (
    <Tooltip title={title} open={open} slotProps={{ popper: { anchorEl: anchor } }}>
      {/* the Tooltip needs a child; it is shown at the anchor */}
      <span hidden />
    </Tooltip>
  ) : null;
  return { handlers, tooltip };
}
