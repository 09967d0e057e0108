import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { landImpersonation, standInImpersonation, STAND_IN_SESSION_SECONDS, type Impersonation } from '../../auth/impersonation.js';
import { AppError } from '../../http/errors.js';
import { authRateLimit } from '../../http/security.js';
import type { RouteContext } from '../../http/routeContext.js';
import { impersonatedUserShops } from './store.js';

/** The stand-in pages of the main application, served when MAIN_APP_URL is not set. */
export const MAIN_APP_STAND_IN = {
  home: '/main_app',
  profile: '/main_app/profile',
  password: '/main_app/password',
  weekPlanning: (shopId: number | string) => `/main_app/shops/${shopId}/planning/week`,
} as const;

/** The stand-in session cookie, opened by the landing page, sent back to the stand-in pages only. */
export const STAND_IN_COOKIE = 'main_app_session';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A page; `title` and `paragraphs` are escaped here, `extra` must already be HTML. */
const page = (title: string, paragraphs: string[], extra = '') =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
  `<body><h1>${escapeHtml(title)}</h1>${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}${extra}` +
  `<p><a href="/">Back to the console</a></p></body></html>`;

const NOTE = 'This is the console server\'s stand-in for the main application; set MAIN_APP_URL to use the real one.';
const SIGNED_OUT_PAGE = page('Session invalid', [
  'This impersonation session is invalid or has expired. Start again from the console.',
  'The stand-in main application opens only through an impersonation from the console.',
]);

function cookieValue(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/**
 * Placeholders for the main application, so the console's links and the impersonation flow work on
 * a stand-alone install. Like the real application, every page needs its session (issue 13): the
 * landing `/main_app?token=` accepts an impersonation token once (after /v3/home_url), opens a
 * stand-in session in an HttpOnly cookie and redirects to `/main_app`, so the token leaves the
 * address bar at once. Anonymous callers get a 401 page with no customer data.
 */
export const mainAppStandInRoutes: FastifyPluginAsync<RouteContext> = async (app, { db, tokens, config }) => {
  const routeConfig = { auth: 'public' as const, rateLimit: authRateLimit(config) };
  const html = (reply: FastifyReply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');

  /** The page of `render` for the impersonation behind the caller's cookie, or the 401 page. */
  const signedIn = async (request: FastifyRequest, reply: FastifyReply, render: (impersonation: Impersonation) => Promise<unknown>) => {
    html(reply);
    let impersonation;
    try {
      impersonation = await standInImpersonation(db, cookieValue(request, STAND_IN_COOKIE));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return reply.status(401).send(SIGNED_OUT_PAGE);
    }
    return render(impersonation);
  };

  const userShops = (userId: number, shopId?: number) => impersonatedUserShops(db, userId, shopId);

  const routes = [
    { url: MAIN_APP_STAND_IN.profile, title: 'Profile', text: 'Profiles are edited in the main application.' },
    { url: MAIN_APP_STAND_IN.password, title: 'Change password', text: 'Passwords are changed in the main application.' },
  ];
  for (const { url, title, text } of routes) {
    app.get(url, { config: routeConfig, schema: { hide: true } }, (request, reply) =>
      signedIn(request, reply, async () => reply.send(page(title, [`${text} Set MAIN_APP_URL to link to it.`]))),
    );
  }

  app.get<{ Querystring: { token?: string } }>(
    MAIN_APP_STAND_IN.home,
    { config: routeConfig, schema: { hide: true, querystring: Type.Object({ token: Type.Optional(Type.String({ maxLength: 4096 })) }) } },
    async (request, reply) => {
      const { token } = request.query;
      if (token === undefined) {
        return signedIn(request, reply, async ({ user, actor }) => {
          const links = (await userShops(user.id))
            .map((s) => `<li><a href="${MAIN_APP_STAND_IN.weekPlanning(s.id)}">${escapeHtml(s.name)}</a></li>`)
            .join('');
          const name = `${user.firstName} ${user.lastName}`;
          return reply.send(
            page(
              'Main application',
              [`Signed in as ${name}${user.email ? ` (${user.email})` : ''}`, `impersonated by ${actor.email}`, NOTE],
              links ? `<h2>Week planning</h2><ul>${links}</ul>` : '',
            ),
          );
        });
      }
      html(reply);
      try {
        const { sessionCookie } = await landImpersonation(db, tokens, token, request.id);
        const secure = config.production ? '; Secure' : '';
        const cookie = `${STAND_IN_COOKIE}=${sessionCookie}; Path=${MAIN_APP_STAND_IN.home}; Max-Age=${STAND_IN_SESSION_SECONDS}; HttpOnly; SameSite=Lax${secure}`;
        return reply.status(303).header('set-cookie', cookie).header('location', MAIN_APP_STAND_IN.home).send(page('Main application', ['Signing in…']));
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        return reply.status(401).send(SIGNED_OUT_PAGE);
      }
    },
  );

  app.get<{ Params: { id: number } }>(
    MAIN_APP_STAND_IN.weekPlanning(':id'),
    { config: routeConfig, schema: { hide: true, params: Type.Object({ id: Type.Integer({ minimum: 1 }) }) } },
    (request, reply) =>
      signedIn(request, reply, async ({ user }) => {
        const [shop] = await userShops(user.id, request.params.id);
        if (!shop) return reply.status(404).send(page('Shop not found', [`No shop ${request.params.id} for this user.`]));
        return reply.send(page(`Week planning — ${shop.name}`, ['The week planning is shown by the main application.', NOTE]));
      }),
  );
};
