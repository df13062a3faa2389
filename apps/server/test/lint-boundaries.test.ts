/** The lint rule that keeps the server's modules below the HTTP layer fails on a violation. */
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });

async function lint(code: string, file: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((m) => m.ruleId);
}

describe('server import boundaries', () => {
  const violation =
    "import type { FastifyInstance } from '../../http/graphql.ts';\nexport type X = FastifyInstance;\n";

  it('rejects a module importing src/http', async () => {
    expect(await lint(violation, 'apps/server/src/modules/example/service.ts')).toContain(
      'no-restricted-imports',
    );
    expect(await lint(violation.replace('../../', '../'), 'apps/server/src/graphql-context.ts')).toContain(
      'no-restricted-imports',
    );
  });

  it('lets the HTTP layer import modules', async () => {
    const code = "import type { Resolvers } from '../generated/graphql.ts';\nexport type X = Resolvers;\n";
    expect(await lint(code, 'apps/server/src/http/example.ts')).not.toContain('no-restricted-imports');
  });
});
