// The one confirmation of a deletion (delete key, delete application): the question as the panel's
// heading and message, then the server form (destructive submit) with Cancel beside it.
import type { ReactNode } from 'react';
import { Button } from '../../components/Button/index.ts';
import { Notice } from '../../components/Notice/index.ts';
import type { ConfirmModel, LinkModel } from '../../model/screenModel.ts';

export function ConfirmPanel({ confirm, children }: { confirm: ConfirmModel; children: ReactNode }) {
  return (
    <Notice tone="caution" role="none" title={confirm.title || undefined} titleLevel={2} data-confirm-panel="">
      {confirm.message ? <p>{confirm.message}</p> : null}
      {children}
    </Notice>
  );
}

/** Cancel: back to the list the deletion started from. */
export function CancelLink({ link }: { link: LinkModel | null }) {
  if (!link) return null;
  return (
    <Button href={link.url} variant="soft" tone="neutral">
      {link.label}
    </Button>
  );
}
