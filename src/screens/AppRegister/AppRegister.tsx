// Register an application (form: the server's fields, plan choices, reCAPTCHA) and its result page.
import type { ScreenComponentProps } from '../../model/templates.ts';
import { FormPage, MessagePage } from '../AccountParts/index.ts';

export function AppRegister({ model }: ScreenComponentProps<'appRegister' | 'appRegisterSuccess'>) {
  if (model.contentType === 'appRegisterSuccess') {
    return <MessagePage layout={model.layout} contentType={model.contentType} screen={model.screen} />;
  }
  return <FormPage layout={model.layout} contentType={model.contentType} screen={model.screen} labels={model.labels} />;
}

export default AppRegister;
