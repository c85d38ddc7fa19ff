// SuccessNotice: the designed notice a deletion lands on (a title such as 'Key deleted' and its message).
import { Notice } from '../../components/Notice/index.ts';
import type { SuccessNoticeModel } from '../../model/screenModel.ts';

/** The designed success notice a deletion lands on ('Key deleted' — 'The key for Storm Tracker was deleted.'). */
export function SuccessNotice({ notice }: { notice: SuccessNoticeModel | null }) {
  if (!notice) return null;
  return (
    <Notice tone="positive" role="status" title={notice.title} data-notice="success">
      {notice.message}
    </Notice>
  );
}
