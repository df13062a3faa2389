/**
 * The urql answers a page embeds in its boot data (app/render-context.ts), in a compact form the
 * browser turns back into urql's exactly:
 * - data as plain JSON values: urql's ssrExchange keeps it as a JSON string, and inside the boot
 *   block's JSON every quote of that string would be escaped again (a tenth more bytes);
 * - `__typename` named once per place instead of once per object where every object in that place
 *   has the same one (urql adds it to every selection; a listing repeats Money, ProductImage...
 *   hundreds of times): a quarter of a listing's bytes;
 * - the start every URL at a place shares (the shop's origin and media path of every picture of a
 *   listing's cards) named once per place: a tenth of a listing's bytes.
 */
import type { SerializedResult, SSRData } from '@urql/core';

export interface BootAnswer extends Omit<SerializedResult, 'data'> {
  data?: unknown;
  /** The __typename of every object at a place (field names from the root, list indexes left out). */
  typenames?: Record<string, string>;
  /** The start shared by every URL at a place (field names from the root), left out of each. */
  prefixes?: Record<string, string>;
}

/** Answers by urql operation key. */
export type BootAnswers = Record<string, BootAnswer>;

type Visit = (object: Record<string, unknown>, place: string) => void;

/** Calls `visit` for every object in `value`, with its place. */
function eachObject(value: unknown, visit: Visit, place = ''): void {
  if (Array.isArray(value)) {
    for (const entry of value) eachObject(entry, visit, place);
  } else if (value !== null && typeof value === 'object') {
    const object = value as Record<string, unknown>;
    visit(object, place);
    for (const [key, child] of Object.entries(object))
      eachObject(child, visit, place ? `${place}.${key}` : key);
  }
}

/** Server: removes (in place) each __typename its place names alone; the places and their typename. */
export function foldTypenames(data: unknown): Record<string, string> | undefined {
  const seen = new Map<string, string | null>();
  eachObject(data, (object, place) => {
    const typename = typeof object.__typename === 'string' ? object.__typename : null;
    seen.set(place, seen.has(place) && seen.get(place) !== typename ? null : typename);
  });
  const typenames: Record<string, string> = {};
  for (const [place, typename] of seen) if (typename !== null) typenames[place] = typename;
  if (Object.keys(typenames).length === 0) return undefined;
  eachObject(data, (object, place) => {
    if (place in typenames) delete object.__typename;
  });
  return typenames;
}

/** Values folded by foldUrlPrefixes: absolute URLs and paths, never HTML or tokens. */
const URL_START = /^(?:https?:\/\/|\/)/;
/** Calls `visit` for every string field of every object in `value`, with the field's place. */
function eachStringField(
  value: unknown,
  visit: (object: Record<string, unknown>, key: string, at: string) => void,
) {
  eachObject(value, (object, place) => {
    for (const [key, child] of Object.entries(object)) {
      if (typeof child === 'string') visit(object, key, place ? `${place}.${key}` : key);
    }
  });
}

function sharedStart(a: string, b: string): string {
  let n = 0;
  while (n < a.length && n < b.length && a.charCodeAt(n) === b.charCodeAt(n)) n++;
  return a.slice(0, n);
}

/**
 * Server: removes (in place) from every URL at a place the start all the strings there share,
 * where they all are URLs; the places and their starts.
 */
export function foldUrlPrefixes(data: unknown): Record<string, string> | undefined {
  const starts = new Map<string, { start: string; count: number } | null>();
  eachStringField(data, (object, key, at) => {
    const seen = starts.get(at);
    if (seen === null) return;
    const text = object[key] as string;
    if (!URL_START.test(text)) starts.set(at, null);
    else if (seen === undefined) starts.set(at, { start: text, count: 1 });
    else starts.set(at, { start: sharedStart(seen.start, text), count: seen.count + 1 });
  });
  const prefixes: Record<string, string> = {};
  for (const [at, seen] of starts) {
    // Only where it saves bytes: the start is written once more, with its place's name.
    if (seen && (seen.count - 1) * seen.start.length > at.length + 8) prefixes[at] = seen.start;
  }
  if (Object.keys(prefixes).length === 0) return undefined;
  eachStringField(data, (object, key, at) => {
    const start = prefixes[at];
    if (start !== undefined) object[key] = (object[key] as string).slice(start.length);
  });
  return prefixes;
}

/** What to put back at one place, and the places below it that need anything. */
interface UnfoldNode {
  typename?: string;
  starts: [key: string, start: string][];
  below: Map<string, UnfoldNode>;
}

function unfoldTree(typenames: Record<string, string>, prefixes: Record<string, string>): UnfoldNode {
  const root: UnfoldNode = { starts: [], below: new Map() };
  const nodeAt = (path: string[]) =>
    path.reduce((node, key) => {
      let next = node.below.get(key);
      if (!next) node.below.set(key, (next = { starts: [], below: new Map() }));
      return next;
    }, root);
  for (const [place, typename] of Object.entries(typenames))
    nodeAt(place ? place.split('.') : []).typename = typename;
  for (const [at, start] of Object.entries(prefixes)) {
    const path = at.split('.');
    const key = path.pop()!;
    nodeAt(path).starts.push([key, start]);
  }
  return root;
}

function unfoldAt(value: unknown, node: UnfoldNode): void {
  if (Array.isArray(value)) {
    for (const entry of value) unfoldAt(entry, node);
  } else if (value !== null && typeof value === 'object') {
    const object = value as Record<string, unknown>;
    if (node.typename !== undefined) object.__typename = node.typename;
    for (const [key, start] of node.starts) {
      const text = object[key];
      if (typeof text === 'string') object[key] = start + text;
    }
    for (const [key, below] of node.below) unfoldAt(object[key], below);
  }
}

/**
 * Browser: puts back the __typename of every place `typenames` names and the start of every URL at
 * the places `prefixes` names (in place). It walks only down to those places: the boot data is
 * unfolded before the page hydrates, and most of an answer (descriptions, facet options) needs
 * nothing.
 */
export function unfoldAnswer(
  data: unknown,
  typenames: Record<string, string> = {},
  prefixes: Record<string, string> = {},
): void {
  unfoldAt(data, unfoldTree(typenames, prefixes));
}

/** Server: urql's serialised results as boot answers (data parsed, typenames not folded yet). */
export function toBootAnswers(ssr: SSRData): BootAnswers {
  const answers: BootAnswers = {};
  for (const [key, { data, hasNext, ...rest }] of Object.entries(ssr)) {
    const answer: BootAnswer = hasNext ? { ...rest, hasNext } : rest;
    if (data !== undefined) answer.data = JSON.parse(data) as unknown;
    answers[key] = answer;
  }
  return answers;
}

/** Browser: boot answers as urql's ssrExchange restores them. */
export function toSsrData(answers: BootAnswers): SSRData {
  const ssr: SSRData = {};
  for (const [key, { data, typenames, prefixes, ...rest }] of Object.entries(answers)) {
    if (typenames || prefixes) unfoldAnswer(data, typenames, prefixes);
    ssr[key] = data === undefined ? rest : { ...rest, data: JSON.stringify(data) };
  }
  return ssr;
}
