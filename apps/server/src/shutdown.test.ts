import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { runClosers } from './shutdown.ts';

describe('runClosers', () => {
  it('runs every closer in order, logs one that fails and still runs the next', async () => {
    const lines: { msg: string; closer?: string; err?: { message: string } }[] = [];
    const log = pino({ level: 'error' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    const ran: string[] = [];
    const ok = await runClosers(
      [
        { name: 'http', close: async () => void ran.push('http') },
        {
          name: 'worker',
          close: async () => {
            ran.push('worker');
            throw new Error('worker would not stop');
          },
        },
        { name: 'database', close: () => void ran.push('database') },
      ],
      log,
    );
    expect(ok).toBe(false);
    expect(ran).toEqual(['http', 'worker', 'database']);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ msg: 'closing failed', closer: 'worker' });
    expect(lines[0]!.err!.message).toBe('worker would not stop');
  });

  it('reports success when every closer closed', async () => {
    expect(await runClosers([{ name: 'a', close: () => undefined }], pino({ level: 'silent' }))).toBe(true);
  });
});
