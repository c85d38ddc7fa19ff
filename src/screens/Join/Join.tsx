// Join (existing platform users: the additional-information form, as registration) and its result,
// 'Registration Successful' with the registered username (labels.joinSuccess.main, {{username}}).
import type { ScreenComponentProps } from '../../model/templates.ts';
import { MessagePage } from '../AccountParts/pages.tsx';
import { Register } from '../Register/Register.tsx';

export function Join({ model }: ScreenComponentProps<'join' | 'joinSuccess'>) {
  if (model.contentType === 'joinSuccess') {
    return <MessagePage layout={model.layout} contentType={model.contentType} screen={model.screen} />;
  }
  return <Register model={model} />;
}

export default Join;
