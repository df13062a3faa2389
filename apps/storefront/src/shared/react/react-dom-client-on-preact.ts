/**
 * What `import … from 'react-dom/client'` gives the storefront (build/preact-renderer.ts): Preact's
 * roots (components tell a hydrating render by its vnode: react-on-preact.ts). React's options
 * (onRecoverableError…) have no Preact counterpart.
 */
import type { ComponentChild } from 'preact';
import { createRoot, hydrateRoot as compatHydrateRoot } from 'preact/compat/client';
import { hydrationTaskBegins } from './hydration-tasks.ts';

export { createRoot };

export function hydrateRoot(container: Element, children: ComponentChild, _options?: unknown) {
  hydrationTaskBegins();
  return compatHydrateRoot(container, children);
}

export default { createRoot, hydrateRoot };
