import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUser, json, renderConsole } from './consoleHarness';

const handler = (url: string) => {
  if (url.endsWith('/super_admin/api/current_user')) return json(200, currentUser());
  if (url.endsWith('/super_admin/api/shops/9')) return json(200, { shop: { id: 9, name: 'Fleurs Bastille' } });
  return json(404, { error: 'not_found' });
};

// the organisation page landed (issue 16): tests/components/organisationDetails.test.tsx
describe('detail pages until their issue lands', () => {
  it("show a shop's name when the API answers for it", async () => {
    renderConsole({ path: '/shops/9', signedIn: true, handler });
    expect(await screen.findByTestId('record-name', {}, { timeout: 5000 })).toHaveTextContent('Fleurs Bastille');
  });
});
