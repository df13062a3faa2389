/** Each module that notes itself as rendered names its own file, the key the build manifest gives it. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(path.join(dir, e.name))
      : /\.tsx?$/.test(e.name) && !/\.test\./.test(e.name)
        ? [path.join(dir, e.name)]
        : [],
  );
}

describe('useRenderedModule', () => {
  const calls = sources(path.join(root, 'src')).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/useRenderedModule\('([^']+)'\)/g)].map((m) => ({
      file: path.relative(root, file),
      id: m[1],
    })),
  );

  it('is called by the pages preloaded with their first load', () => {
    expect(calls.map((c) => c.id).sort()).toEqual([
      'src/app/ResolvedRoute.tsx',
      'src/features/catalog/CategoryPage.tsx',
      'src/features/cms/CmsRoute.tsx',
      'src/features/cms/HomePage.tsx',
      'src/features/product/ProductPage.tsx',
    ]);
  });

  it.each(calls.map((c) => [c.file, c.id]))('in %s names that file', (file, id) => {
    expect(id).toBe(file);
  });
});
