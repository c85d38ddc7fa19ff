// Reset password (from the reset mail): the server's form with the password checklist; success; and
// the error page — 'Oops! There was a problem.' with the server's error list.
import type { ScreenComponentProps } from '../../model/templates.ts';
import { FormPage, MessagePage } from '../AccountParts/pages.tsx';

export function ResetPassword({ model }: ScreenComponentProps<'resetPassword' | 'resetPasswordSuccess' | 'resetPasswordError'>) {
  if (model.contentType !== 'resetPassword') {
    return <MessagePage layout={model.layout} contentType={model.contentType} screen={model.screen} />;
  }
  return <FormPage layout={model.layout} contentType={model.contentType} screen={model.screen} labels={model.labels} />;
}

export default ResetPassword;
