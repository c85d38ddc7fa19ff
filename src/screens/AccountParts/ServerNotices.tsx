// ServerNotices: the server's error list (an alert) and its success messages (a polite status), each only when
// present.
import { Notice } from '../../components/Notice/index.ts';

/** The server's error list (an alert) and success messages (a polite status), each only when present. */
export function ServerNotices({
  errors,
  messages,
  errorsTitle,
}: {
  errors: readonly string[];
  messages: readonly string[];
  errorsTitle?: string;
}) {
  const e = errors.filter((x) => x.trim());
  const m = messages.filter((x) => x.trim());
  return (
    <>
      {e.length ? <Notice tone="critical" role="alert" title={errorsTitle} messages={e} /> : null}
      {m.length ? <Notice tone="positive" messages={m} /> : null}
    </>
  );
}
