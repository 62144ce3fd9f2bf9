import { Tag } from 'antd';
import type { DealerRequest } from '@tyre/contracts';
import { useText } from '../../../messages/dictionary';

/** new, handled or archived. */
export function RequestStatusTag({ request }: { request: DealerRequest }) {
  const t = useText();
  if (request.archived) return <Tag>{t('dealerRequests.status.archived')}</Tag>;
  if (request.handled) return <Tag color="green">{t('dealerRequests.status.handled')}</Tag>;
  return <Tag color="blue">{t('dealerRequests.status.new')}</Tag>;
}
