import { Button, Upload, type UploadFile } from 'antd';
import { useText, type DashboardText } from '../messages/dictionary';

/** The image types the API takes (checked again by content on the server). */
export const IMAGE_TYPES = 'image/jpeg,image/png,image/webp';
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;

/** For a Form.Item around ImageUpload: `getValueFromEvent={uploadFileList}` with `valuePropName="fileList"`. */
export const uploadFileList = (event: { fileList: UploadFile[] } | UploadFile[]): UploadFile[] =>
  Array.isArray(event) ? event : event.fileList;

/** The files picked in an ImageUpload (not those already on the server). */
export const pickedFiles = (list: UploadFile[] | undefined): File[] =>
  (list ?? []).flatMap((file) => (file.originFileObj ? [file.originFileObj as File] : []));

/** The message for the first picked image that is too large, if any. */
export function imageSizeProblem(list: UploadFile[] | undefined, t?: DashboardText): string | undefined {
  const large = pickedFiles(list).find((file) => file.size > MAX_IMAGE_BYTES);
  if (!large) return undefined;
  return t ? t('record.imageTooLarge', { name: large.name }) : `${large.name} is larger than 8 MB`;
}

interface Props {
  fileList?: UploadFile[];
  onChange?: (event: { fileList: UploadFile[] }) => void;
  maxCount: number;
  label: string;
  id?: string;
}

/** Pick JPEG, PNG or WebP images; nothing is sent until the form is saved. */
export function ImageUpload({ fileList, onChange, maxCount, label, id }: Props) {
  const t = useText();
  const text = maxCount > 1 ? t('record.chooseImages', { count: maxCount }) : t('record.chooseImage');
  return (
    <Upload
      accept={IMAGE_TYPES}
      listType="picture"
      multiple={maxCount > 1}
      maxCount={maxCount}
      fileList={fileList}
      beforeUpload={() => false}
      onChange={({ fileList: next }) => onChange?.({ fileList: next })}
    >
      {/* the name starts with the field's label and holds the visible text */}
      <Button id={id} aria-label={label === text ? undefined : `${label}: ${text}`}>
        {text}
      </Button>
    </Upload>
  );
}
