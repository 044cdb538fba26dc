import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, test } from 'node:test';
import { ESLint } from 'eslint';

// The repository's own ESLint configuration, applied to one-line modules placed in each layer.
const root = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });
const RULES = new Set(['layers/one-way', 'no-restricted-imports']);

/** The boundary errors ESLint reports for `code` as the module at `file` (repo-relative). */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const x = y;\n`, {
    filePath: path.join(root, file),
  });
  return (result?.messages ?? []).filter((m) => m.ruleId && RULES.has(m.ruleId)).map((m) => m.message);
}

async function assertForbidden(file: string, code: string, says: RegExp) {
  const errors = await boundaryErrors(file, code);
  assert.equal(errors.length, 1, `${file}: ${code} → ${JSON.stringify(errors)}`);
  assert.match(errors[0]!, says);
}

async function assertAllowed(file: string, code: string) {
  assert.deepEqual(await boundaryErrors(file, code), [], `${file}: ${code}`);
}

describe('import boundaries (DESIGN.md §2)', () => {
  test('components import the booking layer, never the client below it', async () => {
    await assertAllowed('src/components/checkout/checkout.ts', "import { y } from '../../booking/index.js';");
    await assertForbidden(
      'src/components/checkout/checkout.ts',
      "import { y } from '../../api/client.js';",
      /src\/components may not import src\/api\/client/,
    );
  });

  test('the booking layer imports the client, never the components', async () => {
    await assertAllowed('src/booking/flow.ts', "import { y } from '../api/index.js';");
    await assertForbidden(
      'src/booking/flow.ts',
      "import { y } from '../components/events.js';",
      /src\/booking may not import src\/components\/events/,
    );
    await assertForbidden('src/booking/flow.ts', "import { y } from '../i18n/index.js';", /src\/booking/);
  });

  test('the client imports neither the booking layer nor the gateway', async () => {
    await assertAllowed('src/api/format.ts', "import { y } from '../time/zoned-time.js';");
    await assertForbidden('src/api/format.ts', "import { y } from '../booking/flow.js';", /src\/api may not/);
    await assertForbidden(
      'src/api/format.ts',
      "export { y } from '../gateway/index.js';",
      /src\/api may not/,
    );
  });

  test('the gateway imports the client, never the widget', async () => {
    await assertAllowed('src/gateway/upstream.ts', "import { y } from '../api/client.js';");
    await assertAllowed('src/gateway/upstream.ts', "import { y } from 'zod';");
    await assertForbidden(
      'src/gateway/upstream.ts',
      "import { y } from '../booking/api.js';",
      /src\/gateway/,
    );
    await assertForbidden(
      'src/gateway/upstream.ts',
      "import { y } from '../components/events.js';",
      /src\/gateway/,
    );
  });

  test('the widget entries import the widget but not the gateway', async () => {
    await assertAllowed('src/index.ts', "export { y } from './components/events.js';");
    await assertForbidden('src/index.ts', "export * from './gateway/index.js';", /^src may not import/);
  });

  test('nothing in src imports the mock service, also dynamically or as a type', async () => {
    for (const file of [
      'src/api/client.ts',
      'src/booking/flow.ts',
      'src/gateway/gateway.ts',
      'src/define.ts',
    ]) {
      const up = '../'.repeat(file.split('/').length - 1);
      await assertForbidden(
        file,
        `import { y } from '${up}mock-server/index';`,
        /may not import mock-server/,
      );
      await assertForbidden(file, `const m = import('${up}mock-server/node');`, /may not import mock-server/);
      await assertForbidden(
        file,
        `type M = import('${up}mock-server/index').Mock;`,
        /may not import mock-server/,
      );
    }
  });

  test('the widget never imports zod or msw; the gateway may use zod', async () => {
    for (const pkg of ['zod', 'msw', 'msw/browser']) {
      await assertForbidden('src/booking/flow.ts', `import { y } from '${pkg}';`, /out of the widget bundle/);
      await assertForbidden(
        'src/components/events.ts',
        `import { y } from '${pkg}';`,
        /out of the widget bundle/,
      );
    }
    await assertForbidden('src/gateway/gateway.ts', "import { y } from 'msw';", /Fetch API only/);
  });

  test('the mock points one way: http → domain (records → rules) → schemas', async () => {
    await assertAllowed('mock-server/http/app.ts', "import { y } from '../domain/mock';");
    await assertAllowed('mock-server/http/app.ts', "import { y } from '../schemas/index';");
    await assertAllowed('mock-server/domain/rules/tickets.ts', "import { y } from '../../schemas/tickets';");
    await assertAllowed('mock-server/domain/rules/tickets.ts', "import { y } from '../store';");
    await assertAllowed('mock-server/domain/rules/tickets.ts', "import { y } from '../pids';");
    await assertAllowed('mock-server/domain/records/create.ts', "import { y } from '../rules/types';");
    await assertForbidden(
      'mock-server/domain/rules/confirmation.ts',
      "import { y } from '../records/build';",
      /mock-server\/domain\/rules may not import mock-server\/domain\/records\/build/,
    );
    await assertForbidden(
      'mock-server/domain/rules/tickets.ts',
      "import { y } from '../../http/errors';",
      /mock-server\/domain\/rules may not import mock-server\/http\/errors/,
    );
    await assertForbidden(
      'mock-server/domain/store.ts',
      "import { y } from '../http/errors';",
      /mock-server\/domain may not import mock-server\/http\/errors/,
    );
    await assertForbidden(
      'mock-server/domain/store.ts',
      "import { y } from 'hono';",
      /stay in mock-server\/http/,
    );
    await assertForbidden(
      'mock-server/schemas/tickets.ts',
      "import { y } from '../domain/store';",
      /mock-server\/schemas may not import mock-server\/domain\/store/,
    );
    await assertForbidden(
      'mock-server/http/app.ts',
      "import { y } from '../seed/index';",
      /mock-server\/http/,
    );
  });

  test('the mock reaches into src only for the shared wall time and, from an adapter, the gateway', async () => {
    await assertAllowed(
      'mock-server/domain/query/zoned-time.ts',
      "import { y } from '../../../src/time/zoned-time';",
    );
    await assertForbidden(
      'mock-server/domain/query/zoned-time.ts',
      "import { y } from '../../../src/api/format';",
      /mock-server\/domain may not import src\/api\/format/,
    );
    await assertAllowed(
      'mock-server/schemas/violations.ts',
      "import { y } from '../../src/problem/property-path';",
    );
    await assertForbidden(
      'src/problem/property-path.ts',
      "import { y } from '../time/zoned-time.js';",
      /nothing outside its own/,
    );
    await assertAllowed('mock-server/gateway.ts', "import { y } from '../src/gateway/index';");
    await assertAllowed('mock-server/gateway.ts', "import { y } from '../src/gateway';");
    await assertForbidden(
      'mock-server/gateway.ts',
      "import { y } from '../src/gateway/session';",
      /mock-server may/,
    );
    await assertForbidden(
      'mock-server/http/app.ts',
      "import { y } from '../../src/gateway/index';",
      /mock-server\/http/,
    );
    await assertForbidden(
      'src/time/zoned-time.ts',
      "import { y } from '../api/format.js';",
      /nothing outside its own/,
    );
  });
});
