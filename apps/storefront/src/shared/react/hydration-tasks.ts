/**
 * Hydration in tasks of a bounded length (HydrationSlice.tsx, and lazy parts in react-on-preact.ts):
 * when a task of hydration began, and whether it has had its share of the main thread.
 */
/**
 * Hydration a task may do before the next slice waits for a task of its own. React's scheduler
 * yields every 5 ms; Lighthouse counts a task's blocking time from its length on a phone's CPU, four
 * times this machine's, so a task past about 12 ms here blocks. A slice met within the budget
 * hydrates at once, as part of the task that met it.
 */
const TASK_BUDGET_MS = 8;
let taskStart = -Infinity;

/** A task of hydration begins (the first hydration, a slice or a lazy part resuming). */
export function hydrationTaskBegins(): void {
  taskStart = performance.now();
}

/** Whether the task of hydration under way has done its share: the next slice waits for a task. */
export function taskBudgetSpent(): boolean {
  return performance.now() - taskStart > TASK_BUDGET_MS;
}

/** Resolves in a task of its own, which starts a task of hydration. */
export const nextTask = <T = void>(value?: T) =>
  new Promise<T>((resolve) =>
    setTimeout(() => {
      hydrationTaskBegins();
      resolve(value as T);
    }, 0),
  );
