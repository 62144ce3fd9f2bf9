import { Checkbox, Form } from 'antd';
import { fileUrl } from '@tyre/web-kit';
import { ImageUpload, imageSizeProblem, uploadFileList } from '../../../components/image-upload';
import { useText } from '../../../messages/dictionary';
import { useDealersText } from '../messages/dictionary';

/**
 * The dealer form's photo: the one it has (with "remove"), and a new one to pick; both are sent
 * after the dealer's fields are saved (PUT or DELETE /dealers/:slug/photo).
 */
export function PhotoField() {
  const t = useDealersText();
  const kit = useText();
  const current = Form.useWatch('photoThumb') as string | undefined;
  return (
    <>
      <Form.Item name="photoThumb" hidden>
        <input type="hidden" />
      </Form.Item>
      {current && (
        <Form.Item label={t('fields.photoNow')}>
          <img
            src={fileUrl(current)}
            alt={t('fields.photoNow')}
            width={96}
            height={96}
            className="dealer-photo-now"
          />
          <Form.Item name="removePhoto" valuePropName="checked" noStyle>
            <Checkbox className="dealer-photo-remove">{t('fields.removePhoto')}</Checkbox>
          </Form.Item>
        </Form.Item>
      )}
      <Form.Item
        name="photo"
        label={t('fields.photo')}
        extra={t('fields.photoHelp')}
        valuePropName="fileList"
        getValueFromEvent={uploadFileList}
        rules={[
          {
            validator: (_rule, list) => {
              const problem = imageSizeProblem(list, kit);
              return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
            },
          },
        ]}
      >
        <ImageUpload maxCount={1} label={t('fields.photo')} />
      </Form.Item>
    </>
  );
}
