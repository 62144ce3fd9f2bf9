import { Alert, Button, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { errorMessage } from '@tyre/web-kit';
import { getPrivateFile } from '../api/get-private-file';
import { useText } from '../messages/dictionary';

interface Loaded {
  /** the file name it was loaded for */
  name: string;
  /** an object URL of the file ('' where the browser makes none) */
  url: string;
  type: string;
  error: string | null;
}

/**
 * A private file fetched with the admin's token, as an object URL that is released when the file
 * changes or the screen closes.
 */
function usePrivateFile(name: string, attempt: number): Loaded | null {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    let made = '';
    getPrivateFile(name, controller.signal).then(
      (blob) => {
        if (controller.signal.aborted) return;
        made = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(blob) : '';
        setLoaded({ name, url: made, type: blob.type, error: null });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setLoaded({ name, url: '', type: '', error: errorMessage(error) });
      },
    );
    return () => {
      controller.abort();
      if (made) URL.revokeObjectURL(made);
    };
  }, [name, attempt]);
  return loaded?.name === name ? loaded : null;
}

interface Props {
  /** the file name under /api/v1/files/ */
  name: string;
  /** what the file is, for the frame's title and the image's alt text */
  title: string;
  downloadLabel: string;
  /** the name the download is saved under */
  downloadName?: string;
}

/**
 * A private file (PDF or image) loaded with the admin's token: a PDF embedded in an <iframe>, an
 * image shown; a Download link below either.
 */
export function PrivateFile({ name, title, downloadLabel, downloadName }: Props) {
  const t = useText();
  const [attempt, setAttempt] = useState(0);
  const file = usePrivateFile(name, attempt);
  if (file?.error)
    return (
      <Alert
        type="error"
        title={file.error}
        showIcon
        action={<Button onClick={() => setAttempt((n) => n + 1)}>{t('record.retry')}</Button>}
      />
    );
  const url = file?.url ?? '';
  const type = file?.type ?? '';
  return (
    <Spin spinning={!file}>
      <div className="private-file" data-file-type={type}>
        {url && type === 'application/pdf' && (
          <iframe src={url} title={title} className="private-file__pdf" />
        )}
        {url && type.startsWith('image/') && <img src={url} alt={title} className="private-file__image" />}
        <a
          href={url || undefined}
          download={downloadName ?? name}
          className="private-file__download"
          aria-disabled={!url}
        >
          {downloadLabel}
        </a>
      </div>
    </Spin>
  );
}
