/** Facts about the machine the figures were measured on. */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT } from './paths.ts';

const run = promisify(execFile);

export interface MachineFacts {
  cpu: string;
  cores: number;
  memoryGiB: number;
  os: string;
  node: string;
  loadAverage: number[];
  pgliteVersion: string;
  packages: Record<string, string>;
  gitCommit: string;
  gitDirty: boolean;
}

function packageVersion(name: string): string {
  try {
    const file = path.join(REPO_ROOT, 'node_modules', name, 'package.json');
    return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
  } catch {
    return '?';
  }
}

export async function machineFacts(): Promise<MachineFacts> {
  const cpus = os.cpus();
  let gitCommit = '?';
  let gitDirty = false;
  try {
    gitCommit = (await run('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO_ROOT })).stdout.trim();
    gitDirty = (await run('git', ['status', '--porcelain'], { cwd: REPO_ROOT })).stdout.trim() !== '';
  } catch {
    // not a git checkout
  }
  return {
    cpu: cpus[0]?.model.trim() ?? '?',
    cores: cpus.length,
    memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    loadAverage: os.loadavg().map((l) => Math.round(l * 100) / 100),
    pgliteVersion: packageVersion('@electric-sql/pglite'),
    packages: {
      fastify: packageVersion('fastify'),
      mercurius: packageVersion('mercurius'),
      pg: packageVersion('pg'),
      autocannon: packageVersion('autocannon'),
    },
    gitCommit,
    gitDirty,
  };
}

/** The load average now, for the record next to each database's figures. */
export function loadAverage(): string {
  return os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');
}
