import { Button, Form, Input, Select } from 'antd';
import {
  createVideoBodySchema,
  updateVideoBodySchema,
  VIDEO_STATUSES,
  type CreateVideoBody as VideoBody,
} from '@tyre/contracts';
import { useValidatedSubmit } from '../../../lib/use-validated-submit';
import { useText } from '../../../messages/dictionary';

interface Props {
  video?: VideoBody;
  submitLabel: string;
  success: string;
  send: (body: VideoBody) => Promise<unknown>;
  onSaved: () => void;
}

/** A url field hinted `video size is 1920 x 786`, a status select (active or inactive) and a button. */
export function VideoForm({ video, submitLabel, success, send, onSaved }: Props) {
  const t = useText();
  const labels = { url: t('video.labels.url'), status: t('video.labels.status') };
  const [form] = Form.useForm<VideoBody>();
  const { submit, saving, clearEdited } = useValidatedSubmit<VideoBody, VideoBody>({
    form,
    schema: video ? updateVideoBodySchema : createVideoBodySchema,
    labels,
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
      <Form.Item name="url" label={labels.url} extra={t('video.urlHint')} required>
        <Input type="url" inputMode="url" placeholder={t('video.urlPlaceholder')} />
      </Form.Item>
      <Form.Item name="status" label={labels.status}>
        <Select
          aria-label={labels.status}
          options={VIDEO_STATUSES.map((value) => ({ value, label: t(`video.status.${value}`) }))}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving} className="content-form__submit">
        {submitLabel}
      </Button>
    </Form>
  );
}
