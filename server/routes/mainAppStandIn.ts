import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { verifyImpersonation } from '../auth/impersonation.js';
import { AppError } from '../http/errors.js';
import type { RouteContext } from './routeContext.js';

/** The stand-in pages of the main application, served when MAIN_APP_URL is not set. */
export const MAIN_APP_STAND_IN = {
  home: '/main_app',
  profile: '/main_app/profile',
  password: '/main_app/password',
  weekPlanning: (shopId: number | string) => `/main_app/shops/${shopId}/planning/week`,
} as const;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A page; `title` and `paragraphs` are escaped here, `extra` must already be HTML. */
const page = (title: string, paragraphs: string[], extra = '') =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
  `<body><h1>${escapeHtml(title)}</h1>${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}${extra}` +
  `<p><a href="/">Back to the console</a></p></body></html>`;

const NOTE = 'This is the console server\'s stand-in for the main application; set MAIN_APP_URL to use the real one.';

/**
 * Placeholders for the main application, so the console's links and the impersonation flow work on
 * a stand-alone install: profile and change-password pages, the impersonated home page
 * (`/main_app?token=`, who is signed in and by whom) and a shop's week planning.
 */
export const mainAppStandInRoutes: FastifyPluginAsync<RouteContext> = async (app, { db, tokens, config }) => {
  const html = 'text/html; charset=utf-8';
  const routes = [
    { url: MAIN_APP_STAND_IN.profile, title: 'Profile', text: 'Profiles are edited in the main application.' },
    { url: MAIN_APP_STAND_IN.password, title: 'Change password', text: 'Passwords are changed in the main application.' },
  ];
  for (const { url, title, text } of routes) {
    app.get(url, { config: { auth: 'public' }, schema: { hide: true } }, async (_request, reply) =>
      reply.type(html).send(page(title, [`${text} Set MAIN_APP_URL to link to it.`])),
    );
  }

  app.get<{ Querystring: { token?: string } }>(
    MAIN_APP_STAND_IN.home,
    { config: { auth: 'public' }, schema: { hide: true, querystring: Type.Object({ token: Type.Optional(Type.String({ maxLength: 4096 })) }) } },
    async (request, reply) => {
      reply.type(html).header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      try {
        const { user, actor } = await verifyImpersonation(db, tokens, request.query.token ?? '');
        const shops = await db
          .selectFrom('memberships')
          .innerJoin('shops', 'shops.id', 'memberships.shop_id')
          .select(['shops.id', 'shops.name'])
          .distinct()
          .where('memberships.user_id', '=', user.id)
          .orderBy('shops.id')
          .execute();
        const links = shops.map((s) => `<li><a href="${MAIN_APP_STAND_IN.weekPlanning(s.id)}">${escapeHtml(s.name)}</a></li>`).join('');
        const name = `${user.firstName} ${user.lastName}`;
        return reply.send(
          page(
            'Main application',
            [`Signed in as ${name}${user.email ? ` (${user.email})` : ''}`, `impersonated by ${actor.email}`, NOTE],
            links ? `<h2>Week planning</h2><ul>${links}</ul>` : '',
          ),
        );
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        return reply.status(401).send(page('Session invalid', ['This impersonation session is invalid or has expired. Start again from the console.']));
      }
    },
  );

  app.get<{ Params: { id: number } }>(
    MAIN_APP_STAND_IN.weekPlanning(':id'),
    { config: { auth: 'public' }, schema: { hide: true, params: Type.Object({ id: Type.Integer({ minimum: 1 }) }) } },
    async (request, reply) => {
      const shop = await db.selectFrom('shops').select(['id', 'name']).where('id', '=', request.params.id).executeTakeFirst();
      if (!shop) return reply.status(404).type(html).send(page('Shop not found', [`No shop ${request.params.id}.`]));
      // a public page: the shop's name only outside production
      const title = config.production ? `Week planning of shop ${shop.id}` : `Week planning — ${shop.name}`;
      return reply.type(html).send(page(title, ['The week planning is shown by the main application.', NOTE]));
    },
  );
};
