/**
 * React.lazy for a room's page or modal (account, sign-in and password pages, checkout): the component
 * renders only once the room's messages are in the catalogue (shared/i18n/room-messages.ts), so it never
 * shows an English default for a moment, nor hydrates differently from the server's render.
 */
import { lazy, type ComponentType } from 'react';
import { ensureRoomMessages } from '../shared/i18n/load-locale.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function lazyRoom<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(() => Promise.all([load(), ensureRoomMessages()]).then(([module]) => module));
}
