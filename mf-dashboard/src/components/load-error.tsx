import { Alert, Button } from 'antd';

/** The error of a failed load with a Retry button; nothing when there is no error. */
export function LoadError({ state }: { state: { error: string | null; reload: () => void } }) {
  if (!state.error) return null;
  return (
    <Alert
      type="error"
      title={state.error}
      action={<Button onClick={state.reload}>Retry</Button>}
      showIcon
      style={{ marginBottom: 16 }}
    />
  );
}
