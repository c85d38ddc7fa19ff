// Screen builder of docs pages (misc content group): heading, body, the side navigation, the previous/next
// pages in its order and the labels of the heading anchors. The body is split for rendering here
// (../bodySegments.ts), string work the group's other pages never need: a module of its own, loaded with
// the page (../lazy.ts).
import { segmentBody } from '../bodySegments.ts';
import { docsNeighbours } from '../docsPager.ts';
import { textTemplate } from '../labels.ts';
import { markCurrent, navModel } from '../nav.ts';
import { heading, nonEmpty, expandLabel, type Builders } from './helpers.ts';

export const docsBuilders = {
  docs: (input) => {
    const c = input.content;
    const d = input.labels.docs;
    const navHeading = expandLabel(input, d.subheading);
    const title = heading(input, c.heading);
    const items = markCurrent(c.secondary, input.url, false);
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
        items,
        input.settings.currentPageClass,
      ),
      pager: {
        label: expandLabel(input, d.pagerLabel),
        previousLabel: expandLabel(input, d.previous),
        nextLabel: expandLabel(input, d.next),
        ...docsNeighbours(items),
      },
      headings: {
        toc: expandLabel(input, d.toc),
        copyLink: textTemplate(d.copyLink, input.values, ['heading']),
        copied: expandLabel(input, d.linkCopied),
        failed: expandLabel(input, d.linkCopyFailed),
      },
    };
  },
} satisfies Partial<Builders>;
