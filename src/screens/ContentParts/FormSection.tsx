// A server form at the end of a post page (the forum's reply form, the blog's comment form): a section
// with its heading, the form loading with it (its components are only needed where the server offers one).
import { lazy, Suspense } from 'react';
import { Stack } from '../../components/Box/index.ts';
import { LoadingPlaceholder } from '../../components/Skeleton/index.ts';
import type { FormModel } from '../../model/screenModel.ts';
import type { AccountLabels } from '../AccountParts/labels.ts';
import * as styles from './ContentParts.css.ts';

const AccountForm = lazy(() => import('../AccountParts/AccountForm.tsx').then((m) => ({ default: m.AccountForm })));

export function FormSection({
  id,
  heading,
  form,
  labels,
}: {
  id: string;
  heading: string;
  form: FormModel;
  labels: AccountLabels;
}) {
  return (
    <Stack as="section" space="md" aria-labelledby={id}>
      <h2 id={id} className={styles.sectionHeading}>
        {heading}
      </h2>
      <Suspense fallback={<LoadingPlaceholder label={labels.layout.loading} layout="lines" count={3} />}>
        <AccountForm form={form} labels={labels} headingLevel={3} />
      </Suspense>
    </Stack>
  );
}
