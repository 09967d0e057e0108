import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { MAP_SHOPS_LIMIT, MapFilterOptions, MapShopsAnswer } from '../../../src/contracts/shopsMap.js';
import { filterLabelLocale, mapFilterOptions, parseMapFilters } from '../../../src/domain/mapFilters.js';
import { createGeocoder } from '../../geo/geocoder.js';
import { AppError, ErrorBody } from '../../http/errors.js';
import { sendJsonText } from '../../lists/pageJson.js';
import { mapShopsJson } from './mapShopRows.js';
import { findNearbyShops } from './store.js';
import type { RouteContext } from '../../http/routeContext.js';

const MAX_RADIUS_KM = 20_000;

/** spec 1 §7: GET fetch_filters and GET map_shops, for every super admin. */
export const shopsMapRoutes: FastifyPluginAsyncTypebox<RouteContext> = async (app, { db, dialect, config }) => {
  const geocode = createGeocoder({
    url: config.geocoderUrl,
    onRemoteError: (error) => app.log.warn({ err: error }, 'remote geocoder failed; using the offline table'),
  });

  app.get(
    '/super_admin/api/fetch_filters',
    {
      config: { auth: 'super_admin' },
      schema: {
        tags: ['shops map'],
        summary: "The map's filter values: conventions, sectors and features, labelled in the request's language",
        description: 'Labels follow Accept-Language: French for fr and fr-* (and without the header), English otherwise.',
        response: { 200: MapFilterOptions },
      },
    },
    async (request) => mapFilterOptions(filterLabelLocale(request.headers['accept-language'])),
  );

  app.get(
    '/super_admin/api/map_shops',
    {
      config: { auth: 'super_admin' },
      schema: {
        tags: ['shops map'],
        summary: 'The shops within a radius of an address, nearest first',
        description:
          `Geocodes search_address (GEOCODER_URL when configured, else or on its failure the offline table of French communes ` +
          `and neighbouring countries' cities: "12 rue X, 69002 Lyon", "Lyon", "69002", "Paris 11e"), then returns the shops ` +
          `(not cancelled) within search_radius km of it, nearest first, at most ${MAP_SHOPS_LIMIT} (truncated tells when ` +
          `there are more). filters is a JSON object {conventions, sectors, active_employees, features}: the values of one ` +
          `list are alternatives, the lists combine; active_employees buckets are one_ten (1-10 employees), ten_twenty ` +
          `(11-20), twenty_forty (21-40), forty_sixty (41-60), sixty_plus (61+); features match shops where the feature is activated.`,
        querystring: Type.Object({
          search_address: Type.String({ minLength: 1, maxLength: 300, pattern: '\\S', description: 'an address, a town, a postal code…' }),
          search_radius: Type.Number({ minimum: 0, maximum: MAX_RADIUS_KM, default: 1, description: 'km' }),
          filters: Type.Optional(Type.String({ maxLength: 4000, description: 'JSON: {conventions?, sectors?, active_employees?, features?}' })),
        }),
        response: {
          200: MapShopsAnswer,
          422: { ...ErrorBody, description: 'address_not_found: the address could not be located' },
        },
      },
    },
    async (request, reply) => {
      const { search_address, search_radius, filters: filtersText } = request.query;
      const parsed = parseMapFilters(filtersText);
      if (!parsed.ok) throw new AppError(400, 'validation_failed', 'The filters are not valid.', parsed.problems);

      const place = await geocode(search_address);
      if (!place) {
        throw new AppError(422, 'address_not_found', `No place matches "${search_address.trim()}"; try a town, a postal code or a full address.`);
      }
      const centre = { lat: place.lat, lng: place.lng };
      const { shops: nearby, truncated } = await findNearbyShops(db, dialect, { centre, radiusKm: search_radius, filters: parsed.filters });
      const shops = await mapShopsJson(db, dialect, nearby);
      const searched = { searched_lat: place.lat, searched_lng: place.lng, searched_label: place.label, truncated };
      return sendJsonText(reply, `{"shops":${shops},${JSON.stringify(searched).slice(1)}`);
    },
  );
};
