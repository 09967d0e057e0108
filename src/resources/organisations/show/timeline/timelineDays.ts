import { format, isValid, parseISO } from 'date-fns';
import type { TimelineItem } from '../../../../contracts/timeline';

export interface TimelineDay {
  /** DD/MM/YYYY in the browser's time */
  day: string;
  items: TimelineItem[];
}

const dayOf = (iso: string) => {
  const date = parseISO(iso);
  return isValid(date) ? format(date, 'dd/MM/yyyy') : iso.slice(0, 10);
};

/** The items (newest first) under their day's heading, in the same order. */
export function timelineDays(items: readonly TimelineItem[]): TimelineDay[] {
  const days: TimelineDay[] = [];
  for (const item of items) {
    const day = dayOf(item.at);
    const last = days.at(-1);
    if (last?.day === day) last.items.push(item);
    else days.push({ day, items: [item] });
  }
  return days;
}

/** HH:mm of an instant in the browser's time. */
export const timeOf = (iso: string) => {
  const date = parseISO(iso);
  return isValid(date) ? format(date, 'HH:mm') : '';
};
