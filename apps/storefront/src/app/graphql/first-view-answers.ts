/**
 * Server: the answers a page embeds for hydration, cut to what the first view renders
 * (first-view-cuts.ts), with the HTML they hold carried once: as sanitised markup or as the tree
 * the page was rendered from (shared/html/embedded-html.ts).
 */
import type { SSRData } from '@urql/core';
import { FIRST_VIEW_CUT } from '../../shared/graphql/first-view-cut.ts';
import { embedRenderedHtml, type EmbeddedHtml } from '../../shared/html/embedded-html.ts';
import type { RenderedHtml } from '../../shared/html/server-html-manifest.ts';
import { foldTypenames, foldUrlPrefixes, toBootAnswers, type BootAnswers } from './boot-answers.ts';
import { cutToFirstView } from './first-view-cuts.ts';
import type { OperationLog } from './operation-log.ts';

const CUT_EXTENSIONS = JSON.stringify({ [FIRST_VIEW_CUT]: true });

export function firstViewAnswers(
  ssr: SSRData,
  operations: OperationLog,
  rendered: RenderedHtml,
): { urql: BootAnswers; html: EmbeddedHtml } {
  const answers = toBootAnswers(ssr);
  for (const [key, answer] of Object.entries(answers)) {
    const query = operations.get(Number(key));
    // urql hands the browser the extensions of embedded answers (ssrExchange includeExtensions).
    if (query && answer.data !== undefined && cutToFirstView(query, answer.data)) {
      answer.extensions = CUT_EXTENSIONS;
    }
  }
  const { answers: urql, html, withTokens } = embedRenderedHtml(answers, rendered);
  // A token is not content: such an answer must not be kept as the whole answer either.
  for (const key of withTokens) urql[key] = { ...urql[key]!, extensions: CUT_EXTENSIONS };
  // Last, in place (every object here was parsed for this page): folding leaves the strings that
  // the paths of embedded HTML name where they are.
  for (const answer of Object.values(urql)) {
    const typenames = foldTypenames(answer.data);
    if (typenames) answer.typenames = typenames;
    const prefixes = foldUrlPrefixes(answer.data);
    if (prefixes) answer.prefixes = prefixes;
  }
  return { urql, html };
}
