import { Button, Popconfirm } from 'antd';
import { useText } from '../messages/dictionary';

/** A Delete button that asks first (the spec's "Are you sure want to delete?"). */
export function ConfirmDelete({ name, onDelete }: { name: string; onDelete: () => Promise<unknown> }) {
  const t = useText();
  return (
    <Popconfirm
      title={t('record.confirmDelete')}
      description={name}
      okText={t('record.delete')}
      cancelText={t('record.cancel')}
      okButtonProps={{ danger: true }}
      onConfirm={onDelete}
    >
      <Button danger size="small" aria-label={t('record.deleteName', { name })}>
        {t('record.delete')}
      </Button>
    </Popconfirm>
  );
}
