/**
 * One chunk for everything the entry loads statically.
 *
 * Rolldown gives each set of modules shared by the entry and some lazy chunks a chunk of its own,
 * so the first load was the entry plus 17 small chunks: 17 requests, 17 module preloads the page
 * adds one by one, and a few kilobytes of gzip lost to compressing each apart. This plugin notes the
 * entry's static import graph once the module graph is complete (buildEnd runs before chunking),
 * and the code-splitting group it returns puts all of it, except the entry module itself, in one chunk.
 */
import type { Plugin } from 'vite';

export function firstLoadChunk(name = 'first-load') {
  const reached = new Set<string>();
  const plugin: Plugin = {
    name: 'vitryna:first-load-chunk',
    apply: 'build',
    buildEnd() {
      reached.clear();
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      const queue = [...entries];
      while (queue.length > 0) {
        const id = queue.pop()!;
        if (reached.has(id)) continue;
        reached.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) queue.push(imported);
      }
      for (const entry of entries) reached.delete(entry);
    },
  };
  const group = { name, test: (id: string) => reached.has(id) };
  return { plugin, group };
}
