import type { VehicleModel } from '@tyre/contracts';
import { localized } from '@tyre/contracts/localized';
import { useLanguage } from '@tyre/web-kit';
import { getVehicleModels } from '../api/get-vehicle-models';
import { SearchSelect, type SearchSelectProps } from './search-select';

/** "Bajaj Pulsar 150" in the language shown. */
export const modelLabel = (
  model: { makeName: string; makeNameBn: string; name: string; nameBn: string },
  language: string,
) => `${localized(model, 'makeName', language)} ${localized(model, 'name', language)}`;

/** A select of the models, of one make when `make` is given (searched as the admin types); its value is the model's `_id`. */
export function ModelSelect({ make, ...props }: SearchSelectProps & { make?: string | undefined }) {
  const language = useLanguage();
  return (
    <SearchSelect<VehicleModel>
      {...props}
      name={`models:${make ?? ''}`}
      load={(search, signal) => getVehicleModels({ search, make, size: 50 }, signal)}
      labelOf={(model) => modelLabel(model, language)}
    />
  );
}
