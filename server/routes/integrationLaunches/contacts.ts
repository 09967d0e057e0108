import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdministratorsAnswer, AdministratorsQuery, ContactsAnswer, ContactsPatchBody } from '../../../src/contracts/integrationLaunches.js';
import { OrganisationParams } from '../../../src/contracts/organisations.js';
import { audit } from '../../audit/audit.js';
import { AppError, ErrorBody } from '../../http/errors.js';
import type { RouteContext } from '../../http/routeContext.js';
import { assertOrganisationExists } from '../organisations/store.js';
import { mainContacts, organisationAdministrators, replaceMainContacts } from './contactsStore.js';

const tags = ['integration jobs'];
const RUN = { auth: 'super_admin', permission: 'can_run_integration_jobs' } as const;

const contactsOf = async (...args: Parameters<typeof mainContacts>) =>
  Object.fromEntries(Object.entries(await mainContacts(...args)).map(([key, people]) => [key, people.map((data) => ({ data }))]));

/** Spec 3 §7: the organisation's administrators and its main contacts per HRIS integration key. */
export const contactRoutes: FastifyPluginAsyncTypebox<RouteContext> = async (app, { db }) => {
  app.get(
    '/super_admin/api/users/administrators',
    {
      config: RUN,
      schema: {
        tags,
        summary: "An organisation's administrators (the main-contact choices)",
        description: 'Its non-archived members holding a system_admin licence, by name. 404 not_found for an unknown organisation.',
        querystring: AdministratorsQuery,
        response: { 200: AdministratorsAnswer, 404: { ...ErrorBody, description: 'not_found' } },
      },
    },
    async (request) => {
      await assertOrganisationExists(db, request.query.organisation_id);
      return { data: await organisationAdministrators(db, request.query.organisation_id) };
    },
  );

  app.get(
    '/super_admin/api/organisations/:id/contacts',
    {
      config: RUN,
      schema: {
        tags,
        summary: "An organisation's main contacts per HRIS integration key",
        params: OrganisationParams,
        response: { 200: ContactsAnswer, 404: { ...ErrorBody, description: 'not_found' } },
      },
    },
    async (request) => {
      await assertOrganisationExists(db, request.params.id);
      return { contacts: { hris_integrations: await contactsOf(db, request.params.id) } };
    },
  );

  app.patch(
    '/super_admin/api/organisations/:id/contacts',
    {
      config: RUN,
      schema: {
        tags,
        summary: "Set an organisation's main contacts per HRIS integration key (audited)",
        description:
          'Body {contacts: {hris_integrations: {key: [administrator ids]}}}. Each key given is set to these ids in this order (an empty list clears it); ' +
          'null entries are omitted: a null id is dropped, a key given as null is left as it is; other keys are kept. Every id must be an ' +
          'administrator of this organisation (a member holding a system_admin licence, not archived): else 422 contacts_not_administrators ' +
          'with the ids at fault, nothing changed. Answers the contacts as GET does.',
        params: OrganisationParams,
        body: ContactsPatchBody,
        response: { 200: ContactsAnswer, 404: { ...ErrorBody, description: 'not_found' }, 422: { ...ErrorBody, description: 'contacts_not_administrators' } },
      },
    },
    async (request) => {
      const organisationId = request.params.id;
      const byKey = new Map<string, number[]>();
      for (const [key, ids] of Object.entries(request.body.contacts.hris_integrations)) {
        if (ids === null) continue;
        byKey.set(key, [...new Set(ids.filter((id): id is number => id !== null))]);
      }
      return db.transaction().execute(async (trx) => {
        await assertOrganisationExists(trx, organisationId);
        const wanted = [...new Set([...byKey.values()].flat())];
        const administrators = new Set((await organisationAdministrators(trx, organisationId, wanted)).map((person) => person.id));
        const details = [...byKey]
          .map(([key, ids]) => ({ key, refused: ids.filter((id) => !administrators.has(id)) }))
          .filter(({ refused }) => refused.length > 0)
          .map(({ key, refused }) => ({ path: `contacts.hris_integrations.${key}`, message: `${refused.join(', ')}: not administrators of this organisation` }));
        if (details.length > 0) {
          throw new AppError(422, 'contacts_not_administrators', `Main contacts must be administrators of organisation ${organisationId}.`, details);
        }
        const before = await contactsOf(trx, organisationId);
        await replaceMainContacts(trx, organisationId, byKey);
        const after = await contactsOf(trx, organisationId);
        const ids = (contacts: typeof before) => Object.fromEntries(Object.entries(contacts).map(([key, people]) => [key, people.map((person) => person.data.id)]));
        await audit(request, trx, { action: 'organisation.main_contacts', entityType: 'organisation', entityId: organisationId, before: ids(before), after: ids(after) });
        return { contacts: { hris_integrations: after } };
      });
    },
  );
};
