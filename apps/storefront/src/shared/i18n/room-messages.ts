/**
 * The rooms whose texts a shopper needs only on their own pages: the account, the sign-in and password
 * pages, the checkout. The browser's first load of a page that browses leaves them out (about a third of
 * every locale's messages, some 4 KB gzip of the first-load budget); `ensureRoomMessages` adds them to
 * the same catalogue before a room's page or modal renders (app/lazy-room.ts). The server and the tests
 * load every message at once. The client build puts them in their own chunk per locale (vite.config.ts).
 */
export const ROOM_MESSAGE_FILE = /\/features\/(?:account|auth|checkout)\/i18n\/[a-z]{2}_[A-Z]{2}\.json$/;
