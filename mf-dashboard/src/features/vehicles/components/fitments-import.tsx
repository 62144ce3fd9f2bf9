import { Radio } from 'antd';
import { FITMENT_CSV_COLUMNS } from '@tyre/contracts';
import { useFormat } from '@tyre/web-kit';
import { useState } from 'react';
import { CsvImport, csvImportText } from '../../../components/csv-import';
import { importFitments, type FitmentImportMode } from '../api/import-fitments';
import { useVehiclesText } from '../messages/dictionary';

/**
 * Import fitments from a CSV (POST /vehicles/fitments/import): pick the file, say what happens to
 * the fitments already stored (merge or replace), send it with its progress. All or nothing: a
 * refused file lists each wrong line (its number, the column, what is wrong) in the language shown.
 */
export function FitmentsImport({ onImported }: { onImported: () => void }) {
  const t = useVehiclesText();
  const { number } = useFormat();
  const [mode, setMode] = useState<FitmentImportMode>('merge');
  return (
    <CsvImport
      className="vehicles-import"
      text={csvImportText(t, FITMENT_CSV_COLUMNS)}
      send={(file, onProgress) => importFitments(file, mode, onProgress)}
      done={(result) =>
        t('import.done', {
          rows: number(result.rows),
          created: number(result.created),
          updated: number(result.updated),
          unchanged: number(result.unchanged),
          removed: number(result.removed),
        })
      }
      onImported={onImported}
      extra={
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
      }
    />
  );
}
