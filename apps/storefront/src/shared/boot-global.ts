/** The window property the browser entry keeps the server's boot data in (app/render-context.ts), read by features. */
export const BOOT_GLOBAL = '__VITRYNA__';
