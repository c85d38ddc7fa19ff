// Resend confirmation: the form (username and e-mail) and its success page.
import type { ScreenComponentProps } from '../../model/templates.ts';
import { FormPage, MessagePage } from '../AccountParts/pages.tsx';

export function RegisterResend({ model }: ScreenComponentProps<'registerResend' | 'registerResendSuccess'>) {
  if (model.contentType === 'registerResendSuccess') {
    return <MessagePage layout={model.layout} contentType={model.contentType} screen={model.screen} />;
  }
  return <FormPage layout={model.layout} contentType={model.contentType} screen={model.screen} labels={model.labels} />;
}

export default RegisterResend;
