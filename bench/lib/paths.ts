/** Where things are: the repository root, the bench folder and its local data. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const BENCH_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_ROOT = path.resolve(BENCH_DIR, '..');
/** Benchmark databases, logs and scratch folders (git-ignored). */
export const DATA_DIR = path.join(BENCH_DIR, '.data');
export const LOG_DIR = path.join(DATA_DIR, 'logs');
export const RESULTS_DIR = path.join(BENCH_DIR, 'results');
