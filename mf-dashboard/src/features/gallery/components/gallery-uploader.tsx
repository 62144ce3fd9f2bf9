import { Button, Input, Progress, Upload } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { MAX_GALLERY_UPLOAD } from '@tyre/contracts';
import { IMAGE_TYPES, MAX_IMAGE_BYTES } from '../../../components/image-upload';
import { runWithToasts } from '../../../lib/run-with-toasts';
import { uploadGallery } from '../api/upload-gallery';
import { useText, type DashboardText } from '../../../messages/dictionary';

const MAX_CAPTION = 200;

interface Picked {
  uid: string;
  file: File;
  caption: string;
  captionBn: string;
  /** an object URL of the file, for its preview ('' where the browser makes none) */
  preview: string;
}

const previewOf = (file: File) =>
  typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
const release = (picked: Picked) => {
  if (picked.preview) URL.revokeObjectURL(picked.preview);
};

/** What stops the pictures from being sent, or null. */
export function galleryProblem(
  list: ReadonlyArray<{ file: File; caption: string; captionBn?: string }>,
  t: DashboardText,
): string | null {
  if (list.length === 0) return t('gallery.nothingPicked');
  if (list.length > MAX_GALLERY_UPLOAD) return t('gallery.tooMany');
  const large = list.find((item) => item.file.size > MAX_IMAGE_BYTES);
  if (large) return t('gallery.tooLarge', { name: large.file.name });
  const long = list.find(
    (item) => item.caption.trim().length > MAX_CAPTION || (item.captionBn ?? '').trim().length > MAX_CAPTION,
  );
  if (long) return t('gallery.captionTooLong', { name: long.file.name });
  return null;
}

/** Pick several pictures at once, see them, give each a caption (and a Bangla one), and send them together with progress. */
export function GalleryUploader({ onUploaded }: { onUploaded: () => void }) {
  const t = useText();
  const [picked, setPicked] = useState<Picked[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const latest = useRef(picked);
  useEffect(() => {
    latest.current = picked;
  });
  useEffect(() => () => latest.current.forEach(release), []);

  const add = (file: File) =>
    setPicked((list) => [
      ...list,
      {
        uid: `${file.name}:${file.size}:${Math.random()}`,
        file,
        caption: '',
        captionBn: '',
        preview: previewOf(file),
      },
    ]);
  const remove = (uid: string) =>
    setPicked((list) => {
      list.filter((item) => item.uid === uid).forEach(release);
      return list.filter((item) => item.uid !== uid);
    });
  const caption = (uid: string, field: 'caption' | 'captionBn', text: string) =>
    setPicked((list) => list.map((item) => (item.uid === uid ? { ...item, [field]: text } : item)));

  const send = async () => {
    const found = galleryProblem(picked, t);
    setProblem(found);
    if (found) return;
    setProgress(0);
    const count = picked.length;
    const done = await runWithToasts(
      () =>
        uploadGallery(
          picked.map((item) => ({
            file: item.file,
            caption: item.caption.trim(),
            captionBn: item.captionBn.trim(),
          })),
          setProgress,
        ),
      t('gallery.uploaded', { count }),
    );
    setProgress(null);
    if (done) {
      picked.forEach(release);
      setPicked([]);
      onUploaded();
    }
  };

  return (
    <div className="gallery-uploader">
      <Upload
        accept={IMAGE_TYPES}
        multiple
        showUploadList={false}
        beforeUpload={(file) => {
          add(file);
          setProblem(null);
          return false;
        }}
      >
        <Button>{t('gallery.choose')}</Button>
      </Upload>
      <p className="gallery-uploader__hint">{t('gallery.chooseHint')}</p>
      {picked.length > 0 && (
        <ul className="gallery-uploader__list" aria-label={t('gallery.uploadTitle')}>
          {picked.map((item) => (
            <li key={item.uid} className="gallery-uploader__item">
              {item.preview ? (
                <img src={item.preview} alt="" width={96} height={72} className="gallery-uploader__preview" />
              ) : (
                <span className="gallery-uploader__preview" />
              )}
              <div className="gallery-uploader__fields">
                <span className="gallery-uploader__name">{item.file.name}</span>
                <Input
                  placeholder={t('gallery.caption')}
                  aria-label={t('gallery.captionOf', { name: item.file.name })}
                  value={item.caption}
                  maxLength={MAX_CAPTION}
                  onChange={(event) => caption(item.uid, 'caption', event.target.value)}
                />
                <Input
                  lang="bn"
                  placeholder={t('gallery.captionBn')}
                  aria-label={t('gallery.captionBnOf', { name: item.file.name })}
                  value={item.captionBn}
                  maxLength={MAX_CAPTION}
                  onChange={(event) => caption(item.uid, 'captionBn', event.target.value)}
                />
              </div>
              <Button
                size="small"
                aria-label={t('gallery.removeOf', { name: item.file.name })}
                onClick={() => remove(item.uid)}
                disabled={progress !== null}
              >
                {t('gallery.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {problem && (
        <p role="alert" className="gallery-uploader__problem">
          {problem}
        </p>
      )}
      {progress !== null && (
        <Progress percent={progress} size="small" aria-label={t('gallery.uploadProgress')} />
      )}
      <Button
        type="primary"
        onClick={send}
        loading={progress !== null}
        disabled={picked.length === 0}
        className="content-form__submit"
      >
        {t('gallery.upload', { count: picked.length })}
      </Button>
    </div>
  );
}
