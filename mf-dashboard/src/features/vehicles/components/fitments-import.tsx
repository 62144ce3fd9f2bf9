import { Alert, Button, Progress, Radio } from 'antd';
import { FITMENT_CSV_COLUMNS, type FitmentImportResult } from '@tyre/contracts';
import { errorMessage, fieldErrors, useFormat } from '@tyre/web-kit';
import { useId, useRef, useState } from 'react';
import { importFitments, type FitmentImportMode } from '../api/import-fitments';
import { useVehiclesText } from '../messages/dictionary';

/** The refused lines of an import, by line number: `line 7: position` → line 7, column position. */
export function refusedLines(fields: Record<string, string>) {
  return Object.entries(fields)
    .map(([key, text]) => {
      const match = /^line (\d+)(?::\s*(.+))?$/.exec(key);
      return match
        ? { line: Number(match[1]), column: match[2] ?? '', text, key }
        : { line: 0, column: key, text, key };
    })
    .sort((a, b) => a.line - b.line || a.column.localeCompare(b.column));
}

type Outcome =
  | { ok: true; result: FitmentImportResult }
  | { ok: false; message: string; lines: ReturnType<typeof refusedLines> };

/**
 * Import fitments from a CSV (POST /vehicles/fitments/import): pick the file, say what happens to
 * the fitments already stored (merge or replace), send it with its progress. All or nothing: a
 * refused file lists each wrong line (its number, the column, what is wrong) in the language shown.
 */
export function FitmentsImport({ onImported }: { onImported: () => void }) {
  const t = useVehiclesText();
  const { number } = useFormat();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [mode, setMode] = useState<FitmentImportMode>('merge');
  const [progress, setProgress] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [missing, setMissing] = useState(false);

  const send = async () => {
    if (!file) {
      setMissing(true);
      input.current?.focus();
      return;
    }
    setOutcome(null);
    setProgress(0);
    try {
      const result = await importFitments(file, mode, setProgress);
      setOutcome({ ok: true, result });
      setFile(null);
      if (input.current) input.current.value = '';
      onImported();
    } catch (error) {
      setOutcome({ ok: false, message: errorMessage(error), lines: refusedLines(fieldErrors(error)) });
    } finally {
      setProgress(null);
    }
  };

  const where = (line: { line: number; column: string }) =>
    line.line === 0
      ? line.column
      : line.column
        ? t('import.lineColumn', { line: number(line.line), column: line.column })
        : t('import.line', { line: number(line.line) });

  return (
    <section className="vehicles-import" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('import.title')}</h2>
      <p className="vehicles-import__help">{t('import.help', { columns: FITMENT_CSV_COLUMNS.join(',') })}</p>
      <div className="vehicles-import__fields">
        <label className="vehicles-import__file">
          <span>{t('import.file')}</span>
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
        <Radio.Group
          aria-label={t('import.mode')}
          value={mode}
          onChange={(event) => setMode(event.target.value as FitmentImportMode)}
          className="vehicles-import__mode"
          options={[
            { value: 'merge', label: t('import.merge') },
            { value: 'replace', label: t('import.replace') },
          ]}
        />
        <Button type="primary" onClick={send} loading={progress !== null}>
          {t('import.submit')}
        </Button>
      </div>
      {missing && <Alert type="warning" showIcon title={t('import.chooseFile')} />}
      {progress !== null && <Progress percent={progress} size="small" />}
      {outcome?.ok && (
        <Alert
          type="success"
          showIcon
          role="status"
          title={t('import.done', {
            rows: number(outcome.result.rows),
            created: number(outcome.result.created),
            updated: number(outcome.result.updated),
            unchanged: number(outcome.result.unchanged),
            removed: number(outcome.result.removed),
          })}
        />
      )}
      {outcome && !outcome.ok && (
        <Alert
          type="error"
          showIcon
          title={outcome.message}
          description={
            outcome.lines.length > 0 && (
              <ul className="vehicles-import__lines" aria-label={t('import.linesTitle')}>
                {outcome.lines.map((line) => (
                  <li key={line.key}>
                    <strong>{where(line)}</strong>: {line.text}
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
