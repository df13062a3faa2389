/**
 * Style fields of Page Builder content (spec section 3): margins, paddings, border, background
 * colour and placement, text alignment, min-height and a few sizes, read from the inline style
 * attribute Page Builder writes. The attribute is parsed here rather than through the DOM's
 * CSSStyleDeclaration, whose normalisation differs between jsdom (server) and browsers; the same
 * text must give the same React style on both sides or hydration would not match.
 *
 * Layout properties (display, flex, position, z-index...) are left out on purpose: the
 * storefront's CSS lays content out responsively and inline values would override it.
 */
import type { CSSProperties } from 'react';

export const STYLE_FIELD_PROPERTIES = [
  'margin',
  'margin-top',
  'margin-right',
  'margin-bottom',
  'margin-left',
  'padding',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'border',
  'border-style',
  'border-width',
  'border-color',
  'border-radius',
  'border-top',
  'border-right',
  'border-bottom',
  'border-left',
  'background-color',
  'background-position',
  'background-size',
  'background-repeat',
  'background-attachment',
  'text-align',
  'min-height',
  'height',
  'width',
  'max-width',
  'justify-content',
  'align-self',
  'color',
] as const;

export type StyleProperty = (typeof STYLE_FIELD_PROPERTIES)[number];

type CamelCase<S extends string> = S extends `${infer H}-${infer T}` ? `${H}${Capitalize<CamelCase<T>>}` : S;
export type StyleFieldName = CamelCase<StyleProperty>;

/** The style fields of one element, keyed like React's style object ('marginTop'). */
export type StyleFields = Readonly<Partial<Record<StyleFieldName, string>>>;

const ALLOWED = new Set<string>(STYLE_FIELD_PROPERTIES);

function camel(property: string): StyleFieldName {
  return property.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase()) as StyleFieldName;
}

/** Splits 'a: b; c: url("x;y")' into declarations, ignoring ';' inside quotes and brackets. */
export function parseDeclarations(
  styleText: string | null | undefined,
): Array<[property: string, value: string]> {
  const text = styleText ?? '';
  const out: Array<[string, string]> = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  const push = (end: number) => {
    const declaration = text.slice(start, end);
    const colon = declaration.indexOf(':');
    if (colon > 0) {
      const property = declaration.slice(0, colon).trim().toLowerCase();
      const value = declaration
        .slice(colon + 1)
        .replace(/!\s*important\s*$/i, '')
        .trim();
      if (property && value) out.push([property, value]);
    }
    start = end + 1;
  };
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quote) {
      if (c === '\\') i += 1;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(') depth += 1;
    else if (c === ')') depth = Math.max(0, depth - 1);
    else if (c === ';' && depth === 0) push(i);
  }
  push(text.length);
  return out;
}

const UNSAFE_VALUE = /url\s*\(|expression\s*\(|javascript:|[<>{}]/i;

/** The allowed style fields of a style attribute; later declarations win, like CSS. */
export function extractStyleFields(styleText: string | null | undefined): StyleFields {
  const fields: Partial<Record<StyleFieldName, string>> = {};
  for (const [property, value] of parseDeclarations(styleText)) {
    if (ALLOWED.has(property) && !UNSAFE_VALUE.test(value)) fields[camel(property)] = value;
  }
  return fields;
}

/** Fields minus the named ones (e.g. a column's width, which the layout applies itself). */
export function withoutFields(fields: StyleFields, ...names: StyleFieldName[]): StyleFields {
  const copy: Partial<Record<StyleFieldName, string>> = { ...fields };
  for (const name of names) delete copy[name];
  return copy;
}

/** React style for the fields ('none' border styles and empty values dropped). */
export function toReactStyle(
  fields: StyleFields,
  extra?: Record<string, string | number | undefined>,
): CSSProperties {
  const style: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined && value !== '') style[key] = value;
  }
  if (extra)
    for (const [key, value] of Object.entries(extra))
      if (value !== undefined && value !== '') style[key] = value;
  return style as CSSProperties;
}

/** A box's style without its background fields (BackgroundLayer draws those). */
export function boxStyle(fields: StyleFields, extra?: Record<string, string | undefined>): CSSProperties {
  return toReactStyle(
    withoutFields(fields, 'backgroundPosition', 'backgroundSize', 'backgroundRepeat', 'backgroundAttachment'),
    extra,
  );
}
