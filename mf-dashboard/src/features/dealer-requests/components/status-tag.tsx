import { Tag } from 'antd';
import type { DealerRequest } from '@tyre/contracts';
import { messages } from '../messages';

/** new, handled or archived. */
export function RequestStatusTag({ request }: { request: DealerRequest }) {
  if (request.archived) return <Tag>{messages.status.archived}</Tag>;
  if (request.handled) return <Tag color="green">{messages.status.handled}</Tag>;
  return <Tag color="blue">{messages.status.new}</Tag>;
}
