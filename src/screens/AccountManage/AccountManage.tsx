// Manage account: the server's account form (its legend 'Account Information' as the form's heading).
import type { ScreenComponentProps } from '../../model/templates.ts';
import { FormPage } from '../AccountParts/pages.tsx';

export function AccountManage({ model }: ScreenComponentProps<'accountManage'>) {
  return <FormPage layout={model.layout} contentType={model.contentType} screen={model.screen} labels={model.labels} />;
}

export default AccountManage;
