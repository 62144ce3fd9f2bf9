import type { VehicleMake } from '@tyre/contracts';
import { localized } from '@tyre/contracts/localized';
import { useLanguage } from '@tyre/web-kit';
import { getVehicleMakes } from '../api/get-vehicle-makes';
import { SearchSelect, type SearchSelectProps } from './search-select';

/** A select of the makes (searched as the admin types); its value is the make's `_id`. */
export function MakeSelect(props: SearchSelectProps) {
  const language = useLanguage();
  return (
    <SearchSelect<VehicleMake>
      {...props}
      name="makes"
      load={(search, signal) => getVehicleMakes({ search, size: 50 }, signal)}
      labelOf={(make) => localized(make, 'name', language)}
    />
  );
}
