import { Alert, Button } from 'antd';
import { useText } from '../messages/dictionary';

/** The error of a failed load with a Retry button; nothing when there is no error. */
export function LoadError({ state }: { state: { error: string | null; reload: () => void } }) {
  const t = useText();
  if (!state.error) return null;
  return (
    <Alert
      type="error"
      title={state.error}
      action={<Button onClick={state.reload}>{t('record.retry')}</Button>}
      showIcon
      style={{ marginBottom: 16 }}
    />
  );
}
