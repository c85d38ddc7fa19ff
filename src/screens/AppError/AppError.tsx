// A generic applications error: the heading, the server's error list and its way back.
import type { ScreenComponentProps } from '../../model/templates.ts';
import { MessagePage } from '../AccountParts/pages.tsx';

export function AppError({ model }: ScreenComponentProps<'appError'>) {
  return <MessagePage layout={model.layout} contentType={model.contentType} screen={model.screen} />;
}

export default AppError;
