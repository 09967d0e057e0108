import { Type, type Static } from 'typebox';

/**
 * GET /config.json, the console's runtime configuration (no rebuild to point it at another back end),
 * written once: the server serialises with this schema, the console imports its type only.
 */
export const ConsoleConfig = Type.Object({
  productName: Type.String(),
  productSlug: Type.String(),
  mainAppUrl: Type.Union([Type.String(), Type.Null()]),
  ticketTrackerUrl: Type.Union([Type.String(), Type.Null()]),
  companyEmailDomain: Type.String(),
  allowedApiHosts: Type.Array(Type.String()),
  mapTileUrl: Type.String({ description: "the shops map's tile URL template ({z}/{x}/{y})" }),
  mapAttribution: Type.String({ description: "the shops map's attribution (HTML)" }),
  services: Type.Object(
    {
      superAdmin: Type.String(),
      auth: Type.String(),
      labourLaws: Type.String(),
      payConfig: Type.String(),
      events: Type.String(),
      emails: Type.String(),
    },
    { description: 'base URL of each back-end service; "" means the same origin' },
  ),
});
export type ConsoleConfig = Static<typeof ConsoleConfig>;
