/**
 * A part of the page that hydrates in a task of its own. Preact hydrates what it has in one go,
 * where React (in a transition) yielded to the browser every few milliseconds: a category page
 * hydrated in two tasks of about 150 ms each on a phone's CPU. While hydrating, a slice suspends
 * until the next task, so the page hydrates in slices the browser can interleave with input and
 * paint; outside hydration it renders at once.
 *
 * Preact keeps the server's markup of a part that waits and adopts it when the part resumes, even
 * where its parent rendered again meanwhile, but only its first node unless the server marked the
 * part's range (`<!--$s-->` … `<!--/$s-->`): on the server a slice suspends once for that
 * (suspendOnceOnServer), so a slice may render several nodes.
 */
import { Suspense, useState, type ReactNode } from 'react';
import { nextTask, taskBudgetSpent } from './hydration-tasks.ts';
import { renderPhase, suspendOnceOnServer } from './react-on-preact.ts';

export function HydrationSlice({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <SliceGate>{children}</SliceGate>
    </Suspense>
  );
}

/** The waits that are over: a slice's state keeps its wait, which is not changed once made. */
const over = new WeakSet<Promise<void>>();

function SliceGate(props: { children: ReactNode }) {
  suspendOnceOnServer(props);
  // Decided at the first render; Preact keeps this state while the slice waits.
  const [wait] = useState(() => (renderPhase() === 'hydrating' && taskBudgetSpent() ? nextTask() : null));
  if (wait && !over.has(wait)) throw wait.then(() => void over.add(wait));
  return props.children;
}
