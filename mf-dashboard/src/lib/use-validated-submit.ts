import type { FormInstance } from 'antd';
import { useState } from 'react';
import { errorMessage, fieldErrors, fieldText, notify } from '@tyre/web-kit';
import { changedFields, schemaMessages, topLevelMessages, type SchemaLike } from './field-messages';

interface Options<Values, Wire extends object> {
  form: FormInstance<Values>;
  /** The request body schema from @tyre/contracts: what the server will check. */
  schema: SchemaLike;
  /** Field labels, so that `must be 3 or more` reads `Stock must be 3 or more`. */
  labels: Record<string, string>;
  /** The form's values as they will be sent. */
  toWire: (values: Values) => Wire;
  /** Checks the schema cannot make (files), as `{ field: message }`. */
  extraChecks?: (values: Values) => Record<string, string>;
  /** On an edit: the record as it was (in wire form), to tell `send` what changed. */
  original?: Wire | null;
  /** Sends the whole form (`wire`) or, on an edit, what changed (`changes`). */
  send: (wire: Wire, changes: Partial<Wire>, values: Values) => Promise<unknown>;
  success: string;
  onSaved: () => void;
}

/**
 * Show `{ field: message }` under the form's fields that have a label ("Stock must be 3 or more"),
 * scrolled to the first; messages of other fields are left out.
 */
export function showFieldMessages<Values>(
  form: FormInstance<Values>,
  labels: Record<string, string>,
  messages: Record<string, string>,
): void {
  const names = Object.keys(messages).filter((name) => name in labels);
  form.setFields(
    names.map((name) => ({ name: name as never, errors: [`${labels[name]} ${messages[name]}`] })),
  );
  if (names[0]) form.scrollToField(names[0] as never);
}

/** The contract's English messages of `schema` for `input`, in the language shown now (`fieldText`). */
export function checkedMessages(schema: SchemaLike, input: unknown): Record<string, string> {
  return Object.fromEntries(
    Object.entries(schemaMessages(schema, input)).map(([name, message]) => [name, fieldText(message)]),
  );
}

/**
 * Submit an antd form: validate with the contract's schema first (a message under each wrong
 * field), then send; a success toast, or an error toast with the server's message and its
 * per-field messages under the fields.
 */
export function useValidatedSubmit<Values, Wire extends object>(options: Options<Values, Wire>) {
  const { form, schema, labels, toWire, extraChecks, original, send, success, onSaved } = options;
  const [saving, setSaving] = useState(false);

  const show = (messages: Record<string, string>) => showFieldMessages(form, labels, messages);

  const submit = async (values: Values) => {
    const wire = toWire(values);
    // the contract's English messages, in the language shown now (`fieldText`)
    const problems = {
      ...checkedMessages(schema, wire),
      ...Object.fromEntries(
        Object.entries(extraChecks?.(values) ?? {}).map(([name, message]) => [name, fieldText(message)]),
      ),
    };
    if (Object.keys(problems).length) {
      show(problems);
      return;
    }
    setSaving(true);
    try {
      await send(wire, original ? changedFields(wire, original) : wire, values);
      notify.success(success);
      onSaved();
    } catch (error) {
      notify.error(errorMessage(error));
      show(topLevelMessages(fieldErrors(error)));
    } finally {
      setSaving(false);
    }
  };

  /** Clear a field's message once it is edited. */
  const clearEdited = (changed: Partial<Values>) =>
    form.setFields(Object.keys(changed as object).map((name) => ({ name: name as never, errors: [] })));

  return { submit, saving, clearEdited };
}
