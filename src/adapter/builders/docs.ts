// Screen builder of docs pages (misc content group): heading, body and the side navigation. The body is split
// for rendering here (../bodySegments.ts), string work the group's other pages never need: a module of its
// own, loaded with the page (../lazy.ts).
import { segmentBody } from '../bodySegments.ts';
import { markCurrent, navModel } from '../nav.ts';
import { heading, nonEmpty, expandLabel, type Builders } from './helpers.ts';

export const docsBuilders = {
  docs: (input) => {
    const c = input.content;
    const d = input.labels.docs;
    const navHeading = expandLabel(input, d.subheading);
    const title = heading(input, c.heading);
    return {
      ...title,
      body: c.mainHtml ? { html: c.mainHtml } : null,
      markdown: input.markdown,
      bodySegments: segmentBody(c.mainHtml, {
        markdown: input.markdown,
        pageHeading: title.headingHidden ? null : title.heading,
      }),
      nav: navModel(
        navHeading || nonEmpty(c.secondaryHeading) || '',
        nonEmpty(navHeading) ?? nonEmpty(c.secondaryHeading),
        markCurrent(c.secondary, input.url, false),
        input.settings.currentPageClass,
      ),
    };
  },
} satisfies Partial<Builders>;
