import { Form } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import type { Page } from '@tyre/contracts/route';
import { useApi, type ApiState } from '@tyre/web-kit';
import type { SchemaLike } from '../lib/field-messages';
import { runWithToasts } from '../lib/run-with-toasts';
import { useRecordEditor } from '../lib/use-record-editor';
import { useValidatedSubmit } from '../lib/use-validated-submit';
import { RecordList } from './record-list';
import { RecordModal } from './record-modal';
import { useText } from '../messages/dictionary';

export interface RecordCrudConfig<T extends { _id: string }, Values, Wire extends object> {
  /** Heading, e.g. "Categories". */
  title: string;
  /** The create button and dialog title ("New category") and the toasts ("Category created" ...), in the language shown. */
  text: { new: string; created: string; updated: string; deleted: string };
  /** The whole list, or one page of it and the total (with `paging`). */
  load: (signal: AbortSignal) => Promise<T[] | Page<T>>;
  /** What the list depends on besides the title (filters, the page): a change loads it again. */
  listKey?: string;
  /** A list a page at a time: the page shown (from 0), its size, and a move to another page. */
  paging?: {
    page: number;
    pageSize: number;
    onPage: (page: number) => void;
    totalText: (total: number) => string;
  };
  /** More buttons beside the create button, and what goes between the heading and the table. */
  headExtra?: ReactNode;
  toolbar?: ReactNode;
  columns: ColumnsType<T>;
  nameOf: (record: T) => string;
  labels: Record<string, string>;
  /** The form's values for a record, or for a new one (null). */
  toValues: (record: T | null) => Partial<Values>;
  toWire: (values: Values) => Wire;
  schemas: { create: SchemaLike; update: SchemaLike };
  extraChecks?: (values: Values) => Record<string, string>;
  create: (wire: Wire, values: Values) => Promise<unknown>;
  update: (id: string, changes: Partial<Wire>, values: Values) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
  /** The form's items. */
  fields: ReactNode;
  /** The table's least width (phones scroll sideways) and how many first columns stay fixed. */
  minWidth?: number;
  pinned?: number;
}

/**
 * A catalogue list screen: the table, a dialog to create or edit (checked with the contract's
 * schema, the server's field messages under the fields), delete after a confirmation; toasts
 * with the outcome (a 409 shows the server's reason).
 */
export function RecordCrudPage<T extends { _id: string }, Values, Wire extends object>(
  config: RecordCrudConfig<T, Values, Wire>,
) {
  const {
    title,
    text,
    load,
    columns,
    nameOf,
    labels,
    toValues,
    toWire,
    schemas,
    extraChecks,
    create,
    update,
    remove,
    fields,
    minWidth,
    pinned,
    listKey,
    paging,
    headExtra,
    toolbar,
  } = config;
  const loaded = useApi(`dashboard-records:${title}:${listKey ?? ''}`, load);
  const page = loaded.data === undefined || Array.isArray(loaded.data) ? undefined : loaded.data;
  const state: ApiState<T[]> = { ...loaded, data: page ? page.items : (loaded.data as T[] | undefined) };
  const [form] = Form.useForm<Values>();
  const editor = useRecordEditor<T, Values>(form, toValues);
  const t = useText();
  const { submit, saving, clearEdited } = useValidatedSubmit<Values, Wire>({
    form,
    schema: editor.editing ? schemas.update : schemas.create,
    labels,
    toWire,
    original: editor.editing ? toWire(toValues(editor.editing) as Values) : null,
    extraChecks,
    send: (wire, changes, values) =>
      editor.editing ? update(editor.editing._id, changes, values) : create(wire, values),
    success: editor.editing ? text.updated : text.created,
    onSaved: () => {
      editor.close();
      state.reload();
    },
  });

  return (
    <>
      <RecordList<T>
        title={title}
        createLabel={text.new}
        onCreate={() => editor.start(null)}
        state={state}
        columns={columns}
        minWidth={minWidth}
        pinned={pinned}
        headExtra={headExtra}
        toolbar={toolbar}
        pagination={
          paging && {
            current: paging.page + 1,
            pageSize: paging.pageSize,
            total: page?.total ?? 0,
            showSizeChanger: false,
            showTotal: paging.totalText,
            onChange: (next) => paging.onPage(next - 1),
          }
        }
        nameOf={nameOf}
        onEdit={editor.start}
        onDelete={async (record) => {
          if (await runWithToasts(() => remove(record._id), text.deleted)) state.reload();
        }}
      />
      <RecordModal<Values>
        title={editor.editing ? t('record.editName', { name: nameOf(editor.editing) }) : text.new}
        open={editor.open}
        form={form}
        saving={saving}
        onCancel={editor.close}
        onFinish={submit}
        onValuesChange={clearEdited}
      >
        {fields}
      </RecordModal>
    </>
  );
}
