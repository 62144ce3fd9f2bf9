import { DISTRICT_DETAILS } from '@tyre/contracts/constants';
import type { Language } from '@tyre/web-kit';

const banglaNames = new Map<string, string>(DISTRICT_DETAILS.map((d) => [d.name, d.bn]));

/** A district as the language writes it (the stored value stays English); an unknown name as stored. */
export function districtName(name: string, language: Language): string {
  return language === 'bn' ? (banglaNames.get(name) ?? name) : name;
}
