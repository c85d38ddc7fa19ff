// Displaying shared secrets: the request mail was sent (showSecret); the secrets are visible for 30
// days, then hidden again for card-data compliance (showSecretSuccess); they are already visible — a
// way to the keys (showSecretError).
import type { ScreenComponentProps } from '../../model/templates.ts';
import { MessagePage } from '../AccountParts/pages.tsx';

export function ShowSecret({ model }: ScreenComponentProps<'showSecret' | 'showSecretSuccess' | 'showSecretError'>) {
  return <MessagePage layout={model.layout} contentType={model.contentType} screen={model.screen} />;
}

export default ShowSecret;
