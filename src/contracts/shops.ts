import { Type, type Static, type TSchema } from 'typebox';

/**
 * The shops list of spec 1 §2.7, written once: the server validates and serialises with this schema,
 * the console imports its type only (`import type`).
 */

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** A row of GET /super_admin/api/shops. */
export const ShopRow = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  organisation_id: Type.Integer(),
  organisation_name: Type.String(),
  referent_organisation_user_id: Nullable(Type.Integer()),
  referent_organisation_user_name: Nullable(Type.String()),
  referent_phone: Nullable(Type.String()),
  referent_email: Nullable(Type.String()),
  referent_bizdev: Nullable(Type.String({ description: "the shop's bizdev (staff member's name)" })),
  organisation_status: Type.String(),
});
export type ShopRow = Static<typeof ShopRow>;
