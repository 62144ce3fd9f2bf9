import { Alert, Button, Progress } from 'antd';
import { errorMessage, fieldErrors, useFormat } from '@tyre/web-kit';
import { useId, useRef, useState, type ReactNode } from 'react';
import './csv-import.css';

/** What a CSV import box says, in the language shown (from its feature's dictionary). */
export interface CsvImportText {
  title: string;
  help: string;
  file: string;
  submit: string;
  chooseFile: string;
  linesTitle: string;
  line: (line: string) => string;
  lineColumn: (line: string, column: string) => string;
}

/** The keys a feature's dictionary holds for its import box (`import.title`, …). */
type CsvImportKey =
  | 'import.title'
  | 'import.help'
  | 'import.file'
  | 'import.submit'
  | 'import.chooseFile'
  | 'import.linesTitle'
  | 'import.line'
  | 'import.lineColumn';

/** The box's text from a feature dictionary's `import.*` keys; `columns` goes into the help. */
export function csvImportText(
  t: (key: CsvImportKey, values?: Record<string, string>) => string,
  columns: readonly string[],
): CsvImportText {
  return {
    title: t('import.title'),
    help: t('import.help', { columns: columns.join(',') }),
    file: t('import.file'),
    submit: t('import.submit'),
    chooseFile: t('import.chooseFile'),
    linesTitle: t('import.linesTitle'),
    line: (line) => t('import.line', { line }),
    lineColumn: (line, column) => t('import.lineColumn', { line, column }),
  };
}

/** A refused file's bad lines by line number: `line 7: district` → line 7, column district. */
function badLines(fields: Record<string, string>) {
  return Object.entries(fields)
    .map(([key, text]) => {
      const match = /^line (\d+)(?::\s*(.+))?$/.exec(key);
      return { key, text, line: match ? Number(match[1]) : 0, column: match ? (match[2] ?? '') : key };
    })
    .sort((a, b) => a.line - b.line || a.column.localeCompare(b.column));
}

type Outcome<R> =
  { ok: true; result: R } | { ok: false; message: string; lines: ReturnType<typeof badLines> };

/**
 * An all-or-nothing CSV import: pick the file, send it with its progress, then what was done
 * (`done`) or, for a refused file, each wrong line (its number, the column, what is wrong).
 * `extra` is more choices beside the file (a mode).
 */
export function CsvImport<R>({
  text,
  send,
  done,
  onImported,
  extra,
  className,
}: {
  text: CsvImportText;
  send: (file: File, onProgress: (percent: number) => void) => Promise<R>;
  done: (result: R) => string;
  onImported: () => void;
  extra?: ReactNode;
  className?: string;
}) {
  const { number } = useFormat();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<Outcome<R> | null>(null);
  const [missing, setMissing] = useState(false);

  const submit = async () => {
    if (!file) {
      setMissing(true);
      input.current?.focus();
      return;
    }
    setOutcome(null);
    setProgress(0);
    try {
      const result = await send(file, setProgress);
      setOutcome({ ok: true, result });
      setFile(null);
      if (input.current) input.current.value = '';
      onImported();
    } catch (error) {
      setOutcome({ ok: false, message: errorMessage(error), lines: badLines(fieldErrors(error)) });
    } finally {
      setProgress(null);
    }
  };
  const where = (l: { line: number; column: string }) =>
    l.line === 0
      ? l.column
      : l.column
        ? text.lineColumn(number(l.line), l.column)
        : text.line(number(l.line));

  return (
    <section className={className ? `csv-import ${className}` : 'csv-import'} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{text.title}</h2>
      <p className="csv-import__help">{text.help}</p>
      <div className="csv-import__fields">
        <label className="csv-import__file">
          <span>{text.file}</span>
          <input
            ref={input}
            type="file"
            accept=".csv,text/csv"
            aria-invalid={missing || undefined}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setMissing(false);
              setOutcome(null);
            }}
          />
        </label>
        {extra}
        <Button type="primary" onClick={submit} loading={progress !== null}>
          {text.submit}
        </Button>
      </div>
      {missing && <Alert type="warning" showIcon title={text.chooseFile} />}
      {progress !== null && <Progress percent={progress} size="small" />}
      {outcome?.ok && <Alert type="success" showIcon role="status" title={done(outcome.result)} />}
      {outcome && !outcome.ok && (
        <Alert
          type="error"
          showIcon
          title={outcome.message}
          description={
            outcome.lines.length > 0 && (
              <ul className="csv-import__lines" aria-label={text.linesTitle}>
                {outcome.lines.map((l) => (
                  <li key={l.key}>
                    <strong>{where(l)}</strong>: {l.text}
                  </li>
                ))}
              </ul>
            )
          }
        />
      )}
    </section>
  );
}
