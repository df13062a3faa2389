/** What the server tells the page it renders (and the browser reads back before hydrating). */
export interface BootData {
  storeCode: string;
  /** GraphQL endpoint the browser talks to. */
  endpoint: string;
  /** Root page type of the first page, so its chunk is loaded before hydration. */
  pageType: string | null;
  /**
   * urql results gathered during server rendering, by operation key, cut to what the first view
   * renders (app/graphql/first-view-answers.ts).
   */
  urql: import('./graphql/boot-answers.ts').BootAnswers;
  /**
   * Where the sanitised markup of the HTML the server rendered is, so hydration needs no sanitiser
   * (shared/html/embedded-html.ts, clean-html.ts).
   */
  html: import('../shared/html/embedded-html.ts').EmbeddedHtml;
  /** Origin of the site, for canonical and alternate links. */
  origin: string;
  /** Stylesheets the document head lists (identical on both sides for hydration). */
  assets: import('./Document.tsx').Assets;
  /** The server rendered as if the browser held no cart or session (shared/session/cart-hint.ts). */
  noCart?: true;
}

export { BOOT_GLOBAL } from '../shared/boot-global.ts';

/**
 * The boot data travels as a JSON data block (`<script type="application/json">`), read once by
 * the browser entry into window[BOOT_GLOBAL]. A data block is not run while the page is parsed,
 * so the browser finishes parsing, and paints, sooner than with a 100+ KB script literal, and
 * JSON.parse reads it faster than a script would.
 */
export const BOOT_ELEMENT_ID = '__VITRYNA_BOOT__';
