import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentUser, json, renderConsole } from './consoleHarness';

// the first render of a file loads the catalogues: give it time on this small machine

const GRANTED = ['can_manage_super_admin_users'];
type BulkAnswer = { status: number; body: unknown };

/** The super-admin API: a list, and PATCH users/bulk answered by `answer` (default: every address found). */
function backend({ answer, listStatus = 200 }: { answer?: (users: { email: string; super_admin: boolean }[]) => BulkAnswer; listStatus?: number } = {}) {
  const patches: { email: string; super_admin: boolean }[][] = [];
  let admins = ['zoe.martin@planora.example', 'camille@planora.example', 'Bruno.Petit@planora.example'];
  const handler = (url: string, init: RequestInit | undefined) => {
    if (url.endsWith('/super_admin/api/current_user')) return json(200, currentUser(GRANTED));
    if (url.endsWith('/super_admin/api/users/super_admin')) {
      return listStatus === 200 ? json(200, { users: admins.map((email, id) => ({ id: id + 1, email })) }) : json(listStatus, { error: 'internal_error', message: 'x' });
    }
    if (url.endsWith('/super_admin/api/users/bulk') && init?.method === 'PATCH') {
      const { users } = JSON.parse(String(init.body)) as { users: { email: string; super_admin: boolean }[] };
      patches.push(users);
      const result = answer?.(users) ?? {
        status: 200,
        body: { updated_users: users.map((user, i) => ({ id: 100 + i, ...user })), missing_users: [] },
      };
      if (result.status === 200) {
        const body = result.body as { updated_users: { email: string; super_admin: boolean }[] };
        for (const user of body.updated_users) {
          admins = user.super_admin ? [...admins, user.email] : admins.filter((email) => email !== user.email);
        }
      }
      return json(result.status, result.body);
    }
    return json(404, { error: 'not_found' });
  };
  return { handler, patches };
}

const listedEmails = async () => {
  const list = await screen.findByRole('list', { name: 'Super admins' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
};

async function openAddModal() {
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: 'Ajouter des super admins' }));
  const dialog = await screen.findByRole('dialog', { name: 'Ajouter des super admins' });
  return {
    user,
    dialog,
    emails: within(dialog).getByRole('textbox', { name: 'Adresses e-mail' }),
    submit: within(dialog).getByRole('button', { name: 'Ajouter' }),
  };
}

describe('super admins list', () => {
  it('lists the e-mails sorted, and removes one after confirmation', async () => {
    const { handler, patches } = backend();
    renderConsole({ path: '/manage_super_admin_users', signedIn: true, handler });
    expect(await listedEmails()).toEqual(['Bruno.Petit@planora.example', 'camille@planora.example', 'zoe.martin@planora.example']);
    // the signed-in user (camille@planora.example) cannot remove themselves
    expect(screen.getByRole('button', { name: 'Retirer camille@planora.example' })).toBeDisabled();

    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Retirer zoe.martin@planora.example' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText("zoe.martin@planora.example perdra l'accès à la console.")).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Retirer' }));
    expect(await screen.findByText("zoe.martin@planora.example n'est plus super admin.")).toBeInTheDocument();
    expect(patches).toEqual([[{ email: 'zoe.martin@planora.example', super_admin: false }]]);
    await waitFor(async () => expect(await listedEmails()).toEqual(['Bruno.Petit@planora.example', 'camille@planora.example']));
  });

  it('shows the generic users error when the list cannot be loaded', async () => {
    renderConsole({ path: '/manage_super_admin_users', signedIn: true, handler: backend({ listStatus: 500 }).handler });
    expect((await screen.findAllByText('Une erreur est survenue lors du chargement des utilisateurs.')).length).toBeGreaterThan(0);
  });
});

describe('add super admins modal', () => {
  it('keeps submit disabled while the text area holds no address', async () => {
    renderConsole({ path: '/manage_super_admin_users', signedIn: true, handler: backend().handler });
    const { user, emails, submit } = await openAddModal();
    expect(submit).toBeDisabled();
    await user.type(emails, ' ,; ');
    expect(submit).toBeDisabled();
    await user.type(emails, 'a@planora.example');
    expect(submit).toBeEnabled();
  });

  it('refuses addresses outside the company domain (pluralised) and sends nothing', async () => {
    const { handler, patches } = backend();
    renderConsole({ path: '/manage_super_admin_users', signedIn: true, handler, config: { companyEmailDomain: 'planora.example' } });
    const { user, dialog, emails, submit } = await openAddModal();
    await user.click(emails);
    await user.paste('ok@planora.example, x@gmail.com');
    await user.click(submit);
    expect(within(dialog).getByRole('alert')).toHaveTextContent("Cette adresse n'appartient pas à l'entreprise (planora.example) : x@gmail.com");

    await user.clear(emails);
    await user.paste('x@gmail.com;y@evilplanora.example\nok@planora.example');
    await user.click(submit);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      "Ces 2 adresses n'appartiennent pas à l'entreprise (planora.example) : x@gmail.com, y@evilplanora.example",
    );
    expect(patches).toEqual([]);
  });

  it('on partial success, toasts the additions and refills the text area with the unknown addresses', async () => {
    const { handler, patches } = backend({
      answer: (users) => ({
        status: 200,
        body: {
          updated_users: users.filter((u) => !u.email.startsWith('inconnu')).map((u, i) => ({ id: 50 + i, ...u })),
          missing_users: users.filter((u) => u.email.startsWith('inconnu')).map((u) => u.email),
        },
      }),
    });
    renderConsole({ path: '/manage_super_admin_users', signedIn: true, handler });
    const { user, dialog, emails, submit } = await openAddModal();
    await user.click(emails);
    await user.paste('Julien.Moreau@planora.example; inconnu@planora.example');
    await user.click(submit);

    expect(await screen.findByText('1 super admin ajouté.')).toBeInTheDocument();
    expect(patches).toEqual([
      [
        { email: 'julien.moreau@planora.example', super_admin: true },
        { email: 'inconnu@planora.example', super_admin: true },
      ],
    ]);
    expect(emails).toHaveValue('inconnu@planora.example');
    expect(within(dialog).getByRole('alert')).toHaveTextContent("Aucun utilisateur n'a cette adresse : inconnu@planora.example");
    // the list behind the open modal is reloaded
    expect(await screen.findByText('julien.moreau@planora.example')).toBeInTheDocument();
  });

  it('closes on full success with a plural toast, and shows the generic error on a failure', async () => {
    let fail = true;
    const { handler } = backend({
      answer: (users) =>
        fail
          ? { status: 500, body: { error: 'internal_error', message: 'boom' } }
          : { status: 200, body: { updated_users: users.map((u, i) => ({ id: 60 + i, ...u })), missing_users: [] } },
    });
    renderConsole({ path: '/manage_super_admin_users', signedIn: true, handler });
    const { user, dialog, emails, submit } = await openAddModal();
    await user.click(emails);
    await user.paste('a@planora.example b@planora.example');
    await user.click(submit);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Une erreur est survenue. Veuillez réessayer.');
    expect(emails).toHaveValue('a@planora.example b@planora.example');

    fail = false;
    await user.click(submit);
    expect(await screen.findByText('2 super admins ajoutés.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
