import { localized } from '@tyre/contracts/localized';

/** What names a vehicle: its make's name and the model's (without the make), each with its Bangla twin. */
export interface VehicleNames {
  makeName: string;
  makeNameBn: string;
  name: string;
  nameBn: string;
}

/** "Bajaj Pulsar 150", or "বাজাজ পালসার ১৫০" in Bangla (each name falls back to English on its own). */
export function vehicleName(vehicle: VehicleNames, language: string): string {
  return `${localized(vehicle, 'makeName', language)} ${localized(vehicle, 'name', language)}`;
}
