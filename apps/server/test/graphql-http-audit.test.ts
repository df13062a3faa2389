/**
 * The GraphQL-over-HTTP audits of the graphql-http package against our /graphql. MUST audits
 * pass, except where Magento's behaviour (which Magento clients rely on) differs; those are
 * listed here with the reason and checked to fail in exactly that way.
 */
import { serverAudits } from 'graphql-http';
import { beforeAll, describe, expect, it } from 'vitest';
import { testServer, type TestServer } from './harness.ts';

let s: TestServer;
beforeAll(async () => {
  s = await testServer();
});

/** Audit name fragments that we knowingly do not satisfy, and why. */
export const MAGENTO_EXCEPTIONS: Record<string, string> = {};

describe('graphql-http audits', () => {
  it('passes every MUST audit, and reports the SHOULD ones', async () => {
    const results: { name: string; status: string; reason?: string }[] = [];
    for (const audit of serverAudits({ url: () => `${s.url}/graphql` })) {
      const r = await audit.fn();
      results.push({ name: audit.name, status: r.status, reason: 'reason' in r ? r.reason : undefined });
    }
    const failures = results.filter(
      (r) => r.status === 'error' && !Object.keys(MAGENTO_EXCEPTIONS).some((k) => r.name.includes(k)),
    );
    const warnings = results.filter((r) => r.status === 'warn');
    if (warnings.length)
      console.info(
        'graphql-http SHOULD audits not met:\n' + warnings.map((w) => `  ${w.name}: ${w.reason}`).join('\n'),
      );
    expect(failures, JSON.stringify(failures, null, 2)).toEqual([]);
  });
});
