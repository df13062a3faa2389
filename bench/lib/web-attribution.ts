/**
 * Which source files (and so which npm packages and app folders) the bytes of a built chunk come
 * from, read from the chunk's source map (decoded here): each generated segment's bytes (UTF-8, from
 * the segment's column to the next segment's) go to the segment's source file. Bytes on no mapping
 * (the bundler's glue between modules) go to "(bundler glue)".
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const UNMAPPED = '(bundler glue)';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The fields of one source-map segment (base64 VLQ). */
function decodeSegment(segment: string): number[] {
  const fields: number[] = [];
  let value = 0;
  let shift = 0;
  for (const ch of segment) {
    let digit = BASE64.indexOf(ch);
    if (digit < 0) throw new Error(`bad source map segment ${segment}`);
    const more = digit & 32;
    digit &= 31;
    value += digit << shift;
    if (more) shift += 5;
    else {
      fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return fields;
}

interface RawMap {
  sources: (string | null)[];
  sourceRoot?: string;
  mappings: string;
}

/** Bytes of the chunk per absolute source path (UTF-8), from its runs of one source each. */
export function bytesBySource(chunkFile: string, mapFile: string): Map<string, number> {
  const code = readFileSync(chunkFile, 'utf8');
  const out = new Map<string, number>();
  for (const run of runsOf(code, mapFile)) {
    out.set(
      run.source,
      (out.get(run.source) ?? 0) + Buffer.byteLength(code.slice(run.start, run.end), 'utf8'),
    );
  }
  return out;
}

/**
 * The chunk's text as runs of one source each, by offset (UTF-16 code units, as V8's coverage
 * counts them); a run without a source is bundler output.
 */
export function sourceRuns(chunkFile: string, mapFile: string): SourceRun[] {
  return runsOf(readFileSync(chunkFile, 'utf8'), mapFile);
}

interface SourceRun {
  start: number;
  end: number;
  source: string;
}

/**
 * Each segment's text runs to the next segment; a segment with no source (1 field) marks bundler
 * output; the start of a line before its first segment continues the previous line's last segment
 * (multi-line template literals), and a line's end with its newline belongs to its last segment.
 */
function runsOf(code: string, mapFile: string): SourceRun[] {
  const raw = JSON.parse(readFileSync(mapFile, 'utf8')) as RawMap;
  const mapDir = path.dirname(mapFile);
  const sources = raw.sources.map((s) => (s === null ? null : resolveSource(s, mapDir, raw.sourceRoot)));
  const mappingLines = raw.mappings.split(';');
  const runs: SourceRun[] = [];
  const push = (source: string | null, start: number, end: number) => {
    if (end > start) runs.push({ start, end: Math.min(end, code.length), source: source ?? UNMAPPED });
  };
  let sourceIndex = 0;
  let current: string | null = null;
  let lineStart = 0;
  code.split('\n').forEach((line, i) => {
    const segs: { column: number; source: string | null }[] = [];
    let column = 0;
    for (const segment of (mappingLines[i] ?? '').split(',')) {
      if (!segment) continue;
      const f = decodeSegment(segment);
      column += f[0] ?? 0;
      if (f.length >= 4) sourceIndex += f[1] ?? 0;
      segs.push({ column, source: f.length >= 4 ? (sources[sourceIndex] ?? null) : null });
    }
    segs.sort((a, b) => a.column - b.column);
    const lineEnd = lineStart + line.length + 1;
    push(current, lineStart, segs.length ? lineStart + segs[0]!.column : lineEnd);
    segs.forEach((seg, j) => {
      push(
        seg.source,
        lineStart + seg.column,
        j + 1 < segs.length ? lineStart + segs[j + 1]!.column : lineEnd,
      );
      current = seg.source;
    });
    lineStart = lineEnd;
  });
  return runs;
}

function resolveSource(source: string, mapDir: string, sourceRoot?: string): string {
  if (source.startsWith('\0') || source.startsWith('\u0000')) return `virtual:${source.slice(1)}`;
  if (/^[a-z]+:/i.test(source) && !source.startsWith('file:')) return source;
  const s = source.startsWith('file://') ? new URL(source).pathname : source;
  return path.resolve(mapDir, sourceRoot ?? '', s);
}

/** The npm package a node_modules path belongs to (scoped packages keep their scope). */
export function packageOf(file: string): string | null {
  const at = file.lastIndexOf('/node_modules/');
  if (at < 0) return null;
  const parts = file.slice(at + '/node_modules/'.length).split('/');
  return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? null);
}

const PACKAGE_GROUPS: Record<string, string> = {
  'react-dom': 'react-dom (+scheduler)',
  scheduler: 'react-dom (+scheduler)',
  react: 'react',
  // The renderer since session 16 (apps/storefront/build/preact-renderer.ts); the two above are earlier builds'.
  preact: 'preact (+compat)',
  urql: 'urql (+wonka)',
  '@urql/core': 'urql (+wonka)',
  wonka: 'urql (+wonka)',
};

export interface Attribution {
  /** Group shown in the composition table: an npm package (family) or an app folder. */
  group: string;
  /** Finer name inside the group: the package, or the app sub-folder. */
  member: string;
  /** Short path for the module list. */
  label: string;
}

/**
 * Groups: npm packages (preact, or react-dom with scheduler in earlier builds, the urql family with wonka), app/shell
 * (entry-client and src/app/**), shared/<folder>, features/<folder>, i18n messages (the JSON
 * locale files, loaded as chunks of their own), bundler runtime.
 */
export function attribute(file: string, storefrontSrc: string): Attribution {
  const pkg = packageOf(file);
  if (pkg) {
    const rest = file.slice(file.lastIndexOf('/node_modules/') + '/node_modules/'.length);
    return { group: PACKAGE_GROUPS[pkg] ?? pkg, member: pkg, label: rest };
  }
  if (file === UNMAPPED) return { group: 'bundler runtime/glue', member: UNMAPPED, label: UNMAPPED };
  if (file.startsWith('virtual:') || /rolldown|vite\/preload-helper|vite\/modulepreload/.test(file)) {
    return { group: 'bundler runtime/glue', member: file, label: file };
  }
  if (file.startsWith(storefrontSrc + '/')) {
    const rel = file.slice(storefrontSrc.length + 1);
    const parts = rel.split('/');
    if (/\/i18n\/[^/]+\.json$|^i18n\//.test(rel)) {
      return { group: 'i18n messages (json)', member: parts.slice(0, -1).join('/'), label: rel };
    }
    if (parts[0] === 'app' || rel === 'entry-client.tsx') {
      return { group: 'app/shell', member: parts.length > 2 ? `app/${parts[1]}` : 'app', label: rel };
    }
    if ((parts[0] === 'shared' || parts[0] === 'features') && parts.length > 2) {
      return { group: `${parts[0]}/${parts[1]}`, member: `${parts[0]}/${parts[1]}`, label: rel };
    }
    return { group: parts.length > 1 ? `${parts[0]}/(files)` : '(src root)', member: rel, label: rel };
  }
  return { group: '(other)', member: file, label: file };
}
