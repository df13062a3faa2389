/** Violations: a hook called conditionally, and a click handler on a div no keyboard can reach. */
import { useState } from 'react';

export function Heart({ on }: { on: boolean }) {
  if (on) {
    const [count] = useState(0);
    return <span>{count}</span>;
  }
  return <div onClick={() => undefined}>♡</div>;
}
