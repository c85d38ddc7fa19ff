// Re-verify after a long absence (idle over 180 days): what happened and what to do (check the mail).
import type { ScreenComponentProps } from '../../model/templates.ts';
import { MessagePage } from '../AccountParts/pages.tsx';

export function VerifyAccount({ model }: ScreenComponentProps<'verifyAccount'>) {
  return <MessagePage layout={model.layout} contentType={model.contentType} screen={model.screen} />;
}

export default VerifyAccount;
