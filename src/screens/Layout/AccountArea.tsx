// Account pages (issue 35 item 5): one row of account sections (Keys, Apps, Account — and every other link the
// server's account navigation offers) with the public profile link at its end; on the account settings
// pages the settings as a secondary list beside the page (above it on small screens) and Remove Membership
// below the list as a danger action that asks first (the ConfirmDialog of the kit's destructive actions),
// then opens the removal page, which asks no more.
import type { ReactNode } from 'react';
import { AccountNav } from '../../components/AccountNav/index.ts';
import { Button } from '../../components/Button/index.ts';
import { useAbsoluteUrl } from '../../components/Link/index.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog/index.ts';
import { NavList } from '../../components/NavList/index.ts';
import { SidebarLayout } from '../../components/SidebarLayout/index.ts';
import type { LayoutModel, RemoveMembershipModel } from '../../model/screenModel.ts';
import { usePortalServices } from '../services.ts';
import * as styles from './AccountArea.css.ts';

/** Remove Membership: a danger button; its dialog asks the removal page's question, Confirm opens that page. */
export function RemoveMembershipAction({ action }: { action: RemoveMembershipModel }) {
  const services = usePortalServices();
  return (
    <div className={styles.danger} data-remove-membership="">
      <ConfirmDialog
        title={action.confirm.title}
        description={action.confirm.message}
        labels={{ confirm: action.confirm.confirmLabel, cancel: action.confirm.cancelLabel }}
        onConfirm={() => services?.navigate(action.confirmUrl)}
        trigger={
          // data-href: the page it leads to (the "no server action lost" check counts it as the server's link)
          <Button tone="critical" variant="soft" fullWidth data-href={action.url}>
            {action.label}
          </Button>
        }
      />
    </div>
  );
}

export interface AccountAreaProps {
  layout: LayoutModel;
  /** the page (the screen and the layout's notices) */
  children?: ReactNode;
}

/** The account navigation around an account page's screen; `children` alone on other pages. */
export function AccountArea({ layout, children }: AccountAreaProps) {
  const nav = layout.accountNav;
  const settings = layout.accountSettingsNav;
  const removal = layout.removeMembership ?? null;
  const absolute = useAbsoluteUrl();
  const profile = layout.userProfile ? (
    // the signed-in user's public profile (from /member/edit, cached for the session by the runtime): a
    // 24 px target at least (issue 34 item 6)
    <a href={absolute(layout.userProfile.url)} className={styles.profile} data-user-profile="">
      {layout.userProfile.label}
    </a>
  ) : layout.userProfilePending ? (
    // the link's place, kept while /member/edit is read: nothing moves when it arrives
    <span className={styles.profile} data-user-profile="" aria-hidden="true">
      {'\u00a0'}
    </span>
  ) : null;
  const row =
    nav || profile ? (
      <div className={styles.row} data-account-row="">
        {nav ? (
          <AccountNav items={nav.items} label={nav.label} currentClassName={nav.currentClassName} className={styles.sections} />
        ) : null}
        {profile}
      </div>
    ) : null;
  if (!settings && !removal)
    return (
      <>
        {row}
        {children}
      </>
    );
  const side = (
    <div className={styles.side} data-account-settings="">
      {settings ? (
        <NavList
          items={settings.items}
          orientation="vertical"
          label={settings.label}
          currentClassName={settings.currentClassName}
        />
      ) : null}
      {removal ? <RemoveMembershipAction action={removal} /> : null}
    </div>
  );
  return (
    <>
      {row}
      <SidebarLayout sidebar={side} sidebarPosition="start" sidebarAs="div" space="xl">
        <div className={styles.page}>{children}</div>
      </SidebarLayout>
    </>
  );
}
