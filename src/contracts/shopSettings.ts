import { Type } from 'typebox';

/**
 * Spec 2 §3 "Shop settings (sent snake_case)": the settings fields that PATCH /super_admin/api/shops/{id}
 * accepts inside `shop`, as TypeBox properties (every one optional) that the shop body spreads in.
 * Owner: the shop-settings work (issue 17). Placeholder until it lands: no settings field yet.
 */
export const SHOP_SETTINGS_FIELDS = {} satisfies Record<string, ReturnType<typeof Type.Optional>>;
