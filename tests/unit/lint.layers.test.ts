import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/** The layer rules of eslint.config.js (issue 14): each forbidden import fails the lint, the allowed ones pass. */
const eslint = new ESLint();

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

describe('lint: the layers', () => {
  // the first lint loads the config and the TypeScript parser: seconds on a loaded 2-core machine, not a test's time
  beforeAll(() => eslint.lintText('export const x = 1;\n', { filePath: 'src/domain/warmUp.ts' }), 60_000);

  it.each([
    ['src/domain/pricing.ts', "import { useState } from 'react';"],
    ['src/domain/pricing.ts', "import { Box } from '@mui/material';"],
    ['src/contracts/shops.ts', "import { useGetList } from 'react-admin';"],
    ['src/contracts/shops.ts', "import polyglot from 'ra-i18n-polyglot';"],
    ['src/domain/pricing.ts', "import { AppError } from '../../server/http/errors.js';"],
  ])('%s may not import %s', async (filePath, code) => {
    expect(await restrictedImports(filePath, `${code}\nexport const x = 1;\n`)).toHaveLength(1);
  });

  it('src/ui imports no resource', async () => {
    const code = "import { ShopList } from '../../resources/shops/ShopList';\nexport const x = ShopList;\n";
    const messages = await restrictedImports('src/ui/lists/ServerSortedList.tsx', code);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('src/ui is the shared kit');
  });

  it('server/ imports nothing from src/ but domain and contracts', async () => {
    const forbidden = "import { http } from '../../../src/dataProviders/http.js';\nexport const x = http;\n";
    expect(await restrictedImports('server/routes/shops/index.ts', forbidden)).toHaveLength(1);
    const allowed =
      "import { SHOP_FEATURES } from '../../../src/domain/shopFeatures.js';\nimport { ShopRow } from '../../../src/contracts/shops.js';\nexport const x = [SHOP_FEATURES, ShopRow];\n";
    expect(await restrictedImports('server/routes/shops/index.ts', allowed)).toEqual([]);
  });

  it('pure layers may import each other and plain packages', async () => {
    const code = "import { Type } from 'typebox';\nimport { SHOP_FEATURES } from '../domain/shopFeatures.js';\nexport const x = [Type, SHOP_FEATURES];\n";
    expect(await restrictedImports('src/contracts/shops.ts', code)).toEqual([]);
  });

  it('server/jobs/ imports no area: no route module, no service (issue 27)', async () => {
    const route = "import { PIN_SEND } from '../routes/pins/groupSend.js';\nexport const x = PIN_SEND;\n";
    const service = "import { recordEvents } from '../services/events/record.js';\nexport const x = recordEvents;\n";
    for (const code of [route, service]) {
      const messages = await restrictedImports('server/jobs/worker.ts', code);
      expect(messages).toHaveLength(1);
      expect(messages[0]).toContain('server/jobs/ knows no area');
    }
    const shared = "import { writeAudit } from '../audit/audit.js';\nimport type { EventPublisher } from '../events/port.js';\nexport const x = writeAudit;\nexport type Y = EventPublisher;\n";
    expect(await restrictedImports('server/jobs/worker.ts', shared)).toEqual([]);
  });

  it.each(['audit/audit.ts', 'outbox/queue.ts', 'outbox/templates/index.ts', 'http/errors.ts', 'db/chunks.ts', 'lists/listQuery.ts', 'auth/guard.ts', 'events/port.ts'])(
    'shared server code (server/%s) imports no service (issue 27)',
    async (file) => {
      const depth = file.split('/').length - 1;
      const code = `import { recordAuditEvents } from '${'../'.repeat(depth)}services/events/fromAudit.js';\nexport const x = recordAuditEvents;\n`;
      const messages = await restrictedImports(`server/${file}`, code);
      expect(messages).toHaveLength(1);
      expect(messages[0]).toContain('Shared server code imports no service');
    },
  );

  it.each(['auth/signIn.ts', 'outbound/crmDeleteRequest.ts', 'lists/listQuery.ts'])('shared server code (server/%s) imports no route area (issue 27)', async (file) => {
    const depth = file.split('/').length - 1;
    const code = `import { createUser } from '${'../'.repeat(depth)}routes/users/store.js';\nexport const x = createUser;\n`;
    const messages = await restrictedImports(`server/${file}`, code);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('Shared server code imports no route area');
  });

  it('route areas may still use a service, and the shared rules keep the server layer rule', async () => {
    const service = "import { eventContext } from '../../services/events/listStore.js';\nexport const x = eventContext;\n";
    expect(await restrictedImports('server/routes/timeline/read.ts', service)).toEqual([]);
    const console = "import { http } from '../../src/dataProviders/http.js';\nexport const x = http;\n";
    expect(await restrictedImports('server/outbox/queue.ts', console)).toHaveLength(1);
    expect(await restrictedImports('server/jobs/worker.ts', console)).toHaveLength(1);
  });
});
