import type { CSSObject, Theme } from '@mui/material/styles';

/**
 * How a list lays its columns out (issue 15: the organisations and shops lists overflowed at 1440 px,
 * names and e-mails wrapped over 2-3 lines). Every cell is one line, cut with an ellipsis (the
 * whole text shows in a tooltip, ui/lists/OverflowTooltip); the first columns stay in view while
 * the others scroll sideways inside the table, never the page.
 */
export interface ColumnLayout {
  /** each column's width in px, by source (its `column-<source>` class), in display order */
  widths: Readonly<Record<string, number>>;
  /** how many of the first columns stay visible while the table scrolls sideways */
  sticky: number;
}

/** The row hover colour of the sticky cells, which must be opaque to hide what scrolls under them. */
const stickyBackground = (theme: Theme, hover: boolean) => (hover ? theme.palette.grey[100] : (theme.vars ?? theme).palette.background.paper);

/** The sx of a DataTable laid out this way: fixed widths, one-line cells, sticky first columns. */
export function columnLayoutSx(layout: ColumnLayout) {
  return (theme: Theme): CSSObject => {
    const entries = Object.entries(layout.widths);
    const total = entries.reduce((sum, [, width]) => sum + width, 0);
    const styles: CSSObject = {
      // the widths are shares of the card's width, never less than their sum (then the table scrolls)
      '& table.RaDataTable-table': { tableLayout: 'fixed', width: '100%', minWidth: total },
      // a header wraps, even inside a long word ("Organisations-ID"), rather than being cut; hyphenated where the language allows
      '& th.RaDataTable-headerCell': { padding: '6px 8px', lineHeight: 1.25, verticalAlign: 'bottom', overflowWrap: 'anywhere', hyphens: 'auto' },
      '& td.RaDataTable-rowCell': { padding: '4px 8px', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
    };
    let left = 0;
    entries.forEach(([source, width], index) => {
      const column: CSSObject = { width };
      if (index < layout.sticky) {
        const last = index === layout.sticky - 1;
        Object.assign(column, {
          position: 'sticky',
          left,
          zIndex: 1,
          backgroundColor: stickyBackground(theme, false),
          ...(last ? { boxShadow: `inset -1px 0 0 ${theme.palette.divider}` } : {}),
        });
        styles[`& tr.RaDataTable-row:hover > td.column-${source}`] = { backgroundColor: stickyBackground(theme, true) };
        // above the other header cells, which react-admin makes sticky to the top (z-index 2)
        styles[`& th.column-${source}`] = { zIndex: 3 };
        left += width;
      }
      styles[`& .column-${source}`] = column;
    });
    return styles;
  };
}
