// New forum topic: breadcrumbs, heading, and the server's add-topic form (submitted natively with exactly
// its fields); signed out, the server's message instead of a form.
import { Stack } from '../../components/Box/index.ts';
import { Breadcrumbs } from '../../components/Breadcrumbs/index.ts';
import type { ScreenComponentProps } from '../../model/templates.ts';
import { FormPage } from '../AccountParts/pages.tsx';

export function ForumAddTopic({ model }: ScreenComponentProps<'forumAddTopic'>) {
  const { screen, layout, labels } = model;
  return (
    <Stack space="lg">
      <Breadcrumbs items={screen.breadcrumbs} label={labels.forumAddTopic.breadcrumbs} />
      <FormPage layout={layout} contentType="forumAddTopic" screen={screen} labels={labels} />
    </Stack>
  );
}

export default ForumAddTopic;
