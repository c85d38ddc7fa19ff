// Lost password: the form (e-mail address and username) and the 'E-mail Sent' result.
import type { ScreenComponentProps } from '../../model/templates.ts';
import { FormPage, MessagePage } from '../AccountParts/pages.tsx';

export function LostPassword({ model }: ScreenComponentProps<'lostPassword' | 'lostPasswordReset'>) {
  if (model.contentType === 'lostPasswordReset') {
    return <MessagePage layout={model.layout} contentType={model.contentType} screen={model.screen} />;
  }
  return <FormPage layout={model.layout} contentType={model.contentType} screen={model.screen} labels={model.labels} />;
}

export default LostPassword;
