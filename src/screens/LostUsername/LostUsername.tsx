// Lost username: the form (the registered e-mail) and the 'E-mail Sent' result.
import type { ScreenComponentProps } from '../../model/templates.ts';
import { FormPage, MessagePage } from '../AccountParts/pages.tsx';

export function LostUsername({ model }: ScreenComponentProps<'lostUsername' | 'lostUsernameReset'>) {
  if (model.contentType === 'lostUsernameReset') {
    return <MessagePage layout={model.layout} contentType={model.contentType} screen={model.screen} />;
  }
  return <FormPage layout={model.layout} contentType={model.contentType} screen={model.screen} labels={model.labels} />;
}

export default LostUsername;
