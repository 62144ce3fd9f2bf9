import { useFormat } from '@tyre/web-kit';
import { useVehiclesText } from '../messages/dictionary';

/** A year range as the screens write it: "2003–2018", "2019 to date", in the language's digits. */
export function useYears(): (range: { yearFrom: number; yearTo: number | null }) => string {
  const t = useVehiclesText();
  const { number } = useFormat();
  const year = (value: number) => number(value, { useGrouping: false });
  return ({ yearFrom, yearTo }) =>
    yearTo === null
      ? t('common.yearsFrom', { from: year(yearFrom) })
      : t('common.yearsRange', { from: year(yearFrom), to: year(yearTo) });
}
