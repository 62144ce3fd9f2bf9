import { Button, Form, Input, Select } from 'antd';
import type { SchemaLike } from '../../../lib/field-messages';
import { useValidatedSubmit } from '../../../lib/use-validated-submit';
import type { VideoBody } from '../api/video-types';
import { messages } from '../messages';

const statuses = ['active', 'inactive'] as const;

/** The body's rules as the API has them: an http(s) url and a known status. */
export const videoBodyRules: SchemaLike = {
  safeParse(input) {
    const { url, status } = input as Partial<VideoBody>;
    const issues: { path: string[]; message: string }[] = [];
    if (!url) issues.push({ path: ['url'], message: 'is required' });
    else if (!/^https?:\/\/[^\s/]+\.[^\s]+$/i.test(url))
      issues.push({ path: ['url'], message: 'must be an http(s) link' });
    if (!statuses.includes(status as never))
      issues.push({ path: ['status'], message: 'must be active or inactive' });
    return issues.length ? { success: false, error: { issues } } : { success: true };
  },
};

interface Props {
  video?: VideoBody;
  submitLabel: string;
  success: string;
  send: (body: VideoBody) => Promise<unknown>;
  onSaved: () => void;
}

/** A url field hinted `video size is 1920 x 786`, a status select (active or inactive) and a button. */
export function VideoForm({ video, submitLabel, success, send, onSaved }: Props) {
  const [form] = Form.useForm<VideoBody>();
  const { submit, saving, clearEdited } = useValidatedSubmit<VideoBody, VideoBody>({
    form,
    schema: videoBodyRules,
    labels: messages.labels,
    toWire: (values) => ({ url: (values.url ?? '').trim(), status: values.status }),
    send,
    success,
    onSaved: () => {
      if (!video) form.resetFields();
      onSaved();
    },
  });
  return (
    <Form<VideoBody>
      form={form}
      layout="vertical"
      initialValues={video ?? { url: '', status: 'active' }}
      onFinish={submit}
      onValuesChange={clearEdited}
      style={{ maxWidth: 560 }}
    >
      <Form.Item name="url" label={messages.labels.url} extra={messages.urlHint} required>
        <Input type="url" inputMode="url" placeholder={messages.urlPlaceholder} />
      </Form.Item>
      <Form.Item name="status" label={messages.labels.status}>
        <Select
          aria-label={messages.labels.status}
          options={statuses.map((value) => ({ value, label: messages.status[value] }))}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving} className="content-form__submit">
        {submitLabel}
      </Button>
    </Form>
  );
}
