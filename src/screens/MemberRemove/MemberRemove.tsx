// Remove membership: what it means (the account is disabled, keys deactivated, the username cannot be
// used again), the server's removal form behind the confirm dialog ('Please confirm that you wish to
// permanently disable your membership with this service.') unless that question was answered in the
// account settings on the way here (`#confirmed`), Cancel back to the account; and the success page.
import { Button } from '../../components/Button/index.ts';
import type { ScreenComponentProps } from '../../model/templates.ts';
import { FormPage, MessagePage } from '../AccountParts/pages.tsx';

export function MemberRemove({ model }: ScreenComponentProps<'memberRemove' | 'memberRemoveSuccess'>) {
  if (model.contentType === 'memberRemoveSuccess') {
    return <MessagePage layout={model.layout} contentType={model.contentType} screen={model.screen} />;
  }
  const { screen } = model;
  // labels.memberRemove.confirm names the button that opens the dialog (and the dialog's own button);
  // the server form keeps its fields, only the visible text of its submit changes
  const form = screen.form?.submit
    ? { ...screen.form, submit: { ...screen.form.submit, label: screen.confirm.confirmLabel } }
    : screen.form;
  return (
    <FormPage
      layout={model.layout}
      contentType={model.contentType}
      screen={{ ...screen, form }}
      labels={model.labels}
      form={{
        destructive: true,
        // confirmed in the settings' Remove Membership dialog on the way here: the page asks no more
        confirm: screen.confirmed ? null : { model: screen.confirm, objectName: model.layout.username },
        secondaryActions: (
          <Button href={screen.cancel.url} variant="ghost" tone="neutral">
            {screen.cancel.label}
          </Button>
        ),
      }}
    />
  );
}

export default MemberRemove;
