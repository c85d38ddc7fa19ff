// Contact: the server's form (with its reCAPTCHA widget container when the page has one) and the thank-you page.
import type { ScreenComponentProps } from '../../model/templates.ts';
import { FormPage, MessagePage } from '../AccountParts/pages.tsx';

export function Contact({ model }: ScreenComponentProps<'contact' | 'contactSuccess'>) {
  if (model.contentType === 'contactSuccess') {
    return <MessagePage layout={model.layout} contentType={model.contentType} screen={model.screen} />;
  }
  return <FormPage layout={model.layout} contentType={model.contentType} screen={model.screen} labels={model.labels} />;
}

export default Contact;
