// RichBody: a page body — a rich label or the server's message — through ServerHtml; nothing when null.
import { ServerHtml } from '../../components/ServerHtml/index.ts';
import type { RichText } from '../../model/screenModel.ts';

/** A page body: a rich label or the server's message, sanitised by ServerHtml; nothing when null. */
export function RichBody({ body, idPrefix }: { body: RichText | null; idPrefix?: string }) {
  return body ? <ServerHtml html={body.html} idPrefix={idPrefix} /> : null;
}
