/**
 * The urql answers a page embeds in its boot data (app/render-context.ts), in a compact form the
 * browser turns back into urql's exactly:
 * - data as plain JSON values: urql's ssrExchange keeps it as a JSON string, and inside the boot
 *   block's JSON every quote of that string would be escaped again (a tenth more bytes);
 * - `__typename` named once per place instead of once per object where every object in that place
 *   has the same one (urql adds it to every selection; a listing repeats Money, ProductImage...
 *   hundreds of times): a quarter of a listing's bytes.
 */
import type { SerializedResult, SSRData } from '@urql/core';

export interface BootAnswer extends Omit<SerializedResult, 'data'> {
  data?: unknown;
  /** The __typename of every object at a place (field names from the root, list indexes left out). */
  typenames?: Record<string, string>;
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

/** Browser: puts back the __typename of every place `typenames` names (in place). */
export function unfoldTypenames(data: unknown, typenames: Record<string, string>): void {
  eachObject(data, (object, place) => {
    const typename = typenames[place];
    if (typename !== undefined) object.__typename = typename;
  });
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
  for (const [key, { data, typenames, ...rest }] of Object.entries(answers)) {
    if (typenames) unfoldTypenames(data, typenames);
    ssr[key] = data === undefined ? rest : { ...rest, data: JSON.stringify(data) };
  }
  return ssr;
}
