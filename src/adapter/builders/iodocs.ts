// Screen builders of the iodocs content group: ioDocs. Shared helpers and rules: helpers.ts. The deploy
// bundle loads this module with the group's extractors (one chunk per group: ../lazy.ts,
// vite.portal.config.ts).
import { heading, richLabel, type Builders } from './helpers.ts';

export const iodocsBuilders = {
  ioDocs: (input) => {
    const c = input.content;
    return {
      ...heading(input, c.heading),
      intro: richLabel(input, input.labels.ioDocs.main) ?? (c.introHtml ? { html: c.introHtml } : null),
      data: c,
    };
  },
} satisfies Partial<Builders>;
