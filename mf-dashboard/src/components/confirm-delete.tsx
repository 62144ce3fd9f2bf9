import { Button, Popconfirm } from 'antd';

/** A Delete button that asks first (the spec's "Are you sure want to delete?"). */
export function ConfirmDelete({ name, onDelete }: { name: string; onDelete: () => Promise<unknown> }) {
  return (
    <Popconfirm
      title="Are you sure want to delete?"
      description={name}
      okText="Delete"
      cancelText="Cancel"
      okButtonProps={{ danger: true }}
      onConfirm={onDelete}
    >
      <Button danger size="small" aria-label={`Delete ${name}`}>
        Delete
      </Button>
    </Popconfirm>
  );
}
