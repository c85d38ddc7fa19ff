// Edit an application: the server's form (its legend removed by extraction; the label heading names the page).
import type { ScreenComponentProps } from '../../model/templates.ts';
import { FormPage } from '../AccountParts/pages.tsx';

export function AppEdit({ model }: ScreenComponentProps<'appEdit'>) {
  return <FormPage layout={model.layout} contentType={model.contentType} screen={model.screen} labels={model.labels} />;
}

export default AppEdit;
