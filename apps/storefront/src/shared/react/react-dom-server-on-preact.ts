/**
 * What `import … from 'react-dom/server'` gives the storefront (build/preact-renderer.ts): Preact's
 * renderer to a string, rendering as the server does (useSyncExternalStore reads the server's
 * snapshot, react-on-preact.ts) even where a document exists, as in the component tests.
 */
import type { VNode } from 'preact';
import {
  renderToString as preactRenderToString,
  renderToStringAsync as preactRenderToStringAsync,
} from 'preact-render-to-string';
import { markingParts, setServerRendering } from './react-on-preact.ts';

export function renderToString(tree: VNode): string {
  setServerRendering(true);
  try {
    return preactRenderToString(tree);
  } finally {
    setServerRendering(false);
  }
}

/**
 * The whole tree once every lazy module and suspended query in it has settled, with its parts
 * (lazy modules, hydration slices) marked for the browser to adopt whole.
 */
export async function renderToStringAsync(tree: VNode): Promise<string> {
  setServerRendering(true);
  try {
    return await markingParts(async () => preactRenderToStringAsync(tree));
  } finally {
    setServerRendering(false);
  }
}

export default { renderToString, renderToStringAsync };
