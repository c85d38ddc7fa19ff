// Profile: the member's name (heading), a link to the administrative profile (admins only), website,
// blog, registered date, and the recent activity table. Every field the page lacks is left out.
import type { ReactNode } from 'react';
import { Stack } from '../../components/Box/index.ts';
import { DescriptionList } from '../../components/DescriptionList/index.ts';
import { Link } from '../../components/Link/index.ts';
import { Table } from '../../components/Table/index.ts';
import { Text } from '../../components/Text/index.ts';
import { DateText } from '../../components/DateText/index.ts';
import type { ScreenComponentProps } from '../../model/templates.ts';
import { PageHeading } from '../Layout/PageHeading.tsx';
import * as styles from '../ContentParts/ContentParts.css.ts';

export function Profile({ model }: ScreenComponentProps<'profile'>) {
  const { screen, layout, labels } = model;
  const p = labels.profile;
  const info: { label: string; value: ReactNode }[] = [];
  if (screen.website)
    info.push({
      label: p.userWebsite,
      value: (
        <Text breakWord>
          <Link href={screen.website.url} rel="nofollow ugc">
            {screen.website.label}
          </Link>
        </Text>
      ),
    });
  if (screen.blog)
    info.push({
      label: p.userBlog,
      value: (
        <Text breakWord>
          <Link href={screen.blog.url} rel="nofollow ugc">
            {screen.blog.label}
          </Link>
        </Text>
      ),
    });
  if (screen.registered) info.push({ label: p.userRegistered, value: <DateText value={screen.registered} /> });
  const activity = screen.activity;
  return (
    <Stack space="xl" data-screen="profile">
      <Stack space="sm">
        <PageHeading layout={layout} heading={screen.heading} hidden={screen.headingHidden} />
        {screen.admin ? (
          <p className={styles.muted}>
            <Link href={screen.admin.url}>{screen.admin.label}</Link>
          </p>
        ) : null}
      </Stack>
      {info.length ? (
        <Stack as="section" space="md" aria-labelledby="profile-info">
          <h2 id="profile-info" className={styles.sectionHeading}>
            {p.headingUserInfo}
          </h2>
          <DescriptionList items={info} />
        </Stack>
      ) : null}
      {activity ? (
        <Stack as="section" space="md" aria-labelledby="profile-activity">
          <h2 id="profile-activity" className={styles.sectionHeading}>
            {p.headingActivity}
          </h2>
          <Table
            caption={activity.caption ?? p.headingActivity}
            hideCaption
            head={activity.head}
            rows={activity.rows.map((row, r) =>
              row.map((cell, c) => {
                const url = activity.links?.[r]?.[c];
                return url ? (
                  <Link key={c} href={url}>
                    {cell}
                  </Link>
                ) : (
                  cell
                );
              }),
            )}
            responsive="stack"
          />
        </Stack>
      ) : null}
    </Stack>
  );
}

export default Profile;
