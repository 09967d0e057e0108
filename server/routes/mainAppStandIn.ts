import type { FastifyPluginAsync } from 'fastify';

/** Where the profile and password links point when MAIN_APP_URL is not set. */
export const MAIN_APP_STAND_IN = { profile: '/main_app/profile', password: '/main_app/password' } as const;

const page = (title: string, text: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>` +
  `<body><h1>${title}</h1><p>${text}</p><p><a href="/">Back to the console</a></p></body></html>`;

/**
 * Placeholders for the main application's profile and change-password pages, so the user-menu
 * links work on a stand-alone install. Set MAIN_APP_URL to link to the real application instead.
 */
export const mainAppStandInRoutes: FastifyPluginAsync = async (app) => {
  const routes = [
    { url: MAIN_APP_STAND_IN.profile, title: 'Profile', text: 'Profiles are edited in the main application.' },
    { url: MAIN_APP_STAND_IN.password, title: 'Change password', text: 'Passwords are changed in the main application.' },
  ];
  for (const { url, title, text } of routes) {
    app.get(url, { config: { auth: 'public' }, schema: { hide: true } }, async (_request, reply) =>
      reply.type('text/html; charset=utf-8').send(page(title, `${text} Set MAIN_APP_URL to link to it.`)),
    );
  }
};
