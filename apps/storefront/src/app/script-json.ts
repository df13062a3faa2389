/**
 * The boot data's JSON as the text of a data block (`<script type="application/json">`), safe
 * inside it: no "</script>" (every "</" escaped), no "<!--" (which would change how the browser
 * looks for the end tag), no U+2028/2029 surprises. Other "<" stay as they are: the HTML the page
 * embeds has many, and "\u003c" is six characters for one.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/<\//g, '<\\/')
    .replace(/<!--/g, '<\\u0021--')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
