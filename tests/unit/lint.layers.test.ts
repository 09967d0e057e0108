import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The layer rules of eslint.config.js (issue 14): each forbidden import fails the lint, the allowed ones pass. */
const eslint = new ESLint();

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

describe('lint: the layers', () => {
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
});
