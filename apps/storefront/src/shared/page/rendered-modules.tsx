/**
 * The lazily loaded modules a page was rendered with on the server. The page asks for their chunks
 * with its first load (the boot loader's `data-preload`, app/boot-loader.ts), so hydration finds them
 * loaded instead of fetching each when it reaches it, one round trip after another.
 * A module names itself by its path below the storefront's folder: its key in the build manifest.
 */
import { createContext, useContext } from 'react';

export const RenderedModulesContext = createContext<Set<string> | null>(null);

/** Notes on the server that this module rendered (a no-op in the browser). */
export function useRenderedModule(id: string): void {
  useContext(RenderedModulesContext)?.add(id);
}
