// Change password: the server's form with the password checklist on the new-password field
// and the match check on the confirm field; and its success page.
import type { ScreenComponentProps } from '../../model/templates.ts';
import { FormPage, MessagePage } from '../AccountParts/pages.tsx';

export function AccountPassword({ model }: ScreenComponentProps<'accountPassword' | 'accountPasswordSuccess'>) {
  if (model.contentType === 'accountPasswordSuccess') {
    return <MessagePage layout={model.layout} contentType={model.contentType} screen={model.screen} />;
  }
  return <FormPage layout={model.layout} contentType={model.contentType} screen={model.screen} labels={model.labels} />;
}

export default AccountPassword;
