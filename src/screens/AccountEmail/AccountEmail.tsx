// Change e-mail (the server's form; its server body when the form is missing) and its success page.
import type { ScreenComponentProps } from '../../model/templates.ts';
import { FormPage, MessagePage } from '../AccountParts/pages.tsx';

export function AccountEmail({ model }: ScreenComponentProps<'accountEmail' | 'accountEmailSuccess'>) {
  if (model.contentType === 'accountEmailSuccess') {
    return <MessagePage layout={model.layout} contentType={model.contentType} screen={model.screen} />;
  }
  return <FormPage layout={model.layout} contentType={model.contentType} screen={model.screen} labels={model.labels} />;
}

export default AccountEmail;
