import type { ScreenDefinition } from '../../domain/screens';

/** Invoices (spec 2). */
export default {
  name: 'invoices',
  label: 'menu.invoices',
  menuOrder: 40,
} satisfies ScreenDefinition;
