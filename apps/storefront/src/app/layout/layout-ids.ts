/** Ids of shell elements other modules look up. */
export const FOOTER_ELEMENT_ID = 'site-footer';
