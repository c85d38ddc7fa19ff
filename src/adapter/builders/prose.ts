// Screen builders of the common group's prose pages whose body is rendered by parts: page and tos (custom
// pages, terms of service). Their bodies are split here (../bodySegments.ts: Markdown, server HTML, legacy
// code samples), string work of a few KB gz that no other common page needs: so these builders are not in
// the deploy bundle's entry with the other common ones (common.ts) but a chunk of their own, loaded with the
// page (../lazy.ts).
import type { ContentPageScreen } from '../../model/screenModel.ts';
import { segmentBody } from '../bodySegments.ts';
import { proseScreen } from './common.ts';
import type { Builders, ScreenInput } from './helpers.ts';

function contentPage(input: ScreenInput<'page' | 'tos'>): ContentPageScreen {
  const screen = proseScreen(input);
  return {
    ...screen,
    // the page heading is the page's one h1: a first body heading repeating it is dropped
    bodySegments: segmentBody(screen.body?.html, {
      markdown: screen.markdown,
      pageHeading: screen.headingHidden ? null : screen.heading,
    }),
  };
}

export const proseBuilders = {
  page: contentPage,
  tos: contentPage,
} satisfies Partial<Builders>;
