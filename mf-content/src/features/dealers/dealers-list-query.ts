// What /dealers asks the API first, read from its address (`?division=&district=&service=&near=&page=`):
// the screen (DealersPage) and the content remote's server renderer (the page's early request,
// src/server/prepare.ts) both take it from here, so the painted list and the app's never differ.
import {
  DEALER_SERVICES,
  DISTRICT_DETAILS,
  DIVISIONS,
  type DealerServiceKind,
  type District,
} from '@tyre/contracts/constants';
import type { DealersQuery } from './api/get-dealers';

/** The dealers a page of the list shows. */
export const dealersPageSize = 20;

const NEAR = /^-?\d+(?:\.\d+)?,-?\d+(?:\.\d+)?$/;

/** The list's choices in an address; anything unknown is left out (''). */
export interface DealerChoices {
  division: string;
  district: District | '';
  service: DealerServiceKind | '';
  /** `lat,lng`: nearest first */
  near: string;
  /** 0-based */
  page: number;
}

/** The choices of an address's query: a division, a district (of that division), a service, a place, a page. */
export function dealerChoices(params: URLSearchParams): DealerChoices {
  const division = DIVISIONS.includes(params.get('division') ?? '') ? params.get('division')! : '';
  const districtParam = params.get('district') ?? '';
  const district: District | '' =
    DISTRICT_DETAILS.find((d) => d.name === districtParam && (!division || d.division === division))?.name ??
    '';
  const serviceParam = params.get('service') ?? '';
  const service: DealerServiceKind | '' = DEALER_SERVICES.find((s) => s === serviceParam) ?? '';
  const near = NEAR.test(params.get('near') ?? '') ? params.get('near')! : '';
  const page = Math.max(0, Number.parseInt(params.get('page') ?? '0', 10) || 0);
  return { division, district, service, near, page };
}

/** GET /dealers's query for the choices. */
export function dealersListQuery({ division, district, service, near, page }: DealerChoices): DealersQuery {
  return {
    page,
    size: dealersPageSize,
    division: division || undefined,
    district: district || undefined,
    service: service || undefined,
    near: near || undefined,
  };
}
