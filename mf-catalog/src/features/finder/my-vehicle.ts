// "My vehicle": the last vehicle a visitor chose in the finder's form, remembered on this browser
// (localStorage `catalog.myVehicle`) and offered the next time, in both tabs of the finder and on
// the home page. It keeps the names too, so that the offer needs no request.
import type { VehicleModel } from '@tyre/contracts';
import { useSyncExternalStore } from 'react';
import { myVehicleStorageKey } from './my-vehicle-key';

export { myVehicleStorageKey };

export interface MyVehicle {
  /** the model's slug (the URL's `vehicle`) */
  model: string;
  year: number | null;
  makeName: string;
  makeNameBn: string;
  name: string;
  nameBn: string;
}

const listeners = new Set<() => void>();
let cachedText: string | null | undefined;
let cached: MyVehicle | null = null;

const isText = (value: unknown): value is string => typeof value === 'string';

/** The stored vehicle, or null when there is none or it cannot be read. */
function parse(text: string | null): MyVehicle | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<MyVehicle> | null;
    if (
      !value ||
      !isText(value.model) ||
      !value.model ||
      !isText(value.makeName) ||
      !isText(value.makeNameBn) ||
      !isText(value.name) ||
      !isText(value.nameBn)
    )
      return null;
    const year = typeof value.year === 'number' && Number.isInteger(value.year) ? value.year : null;
    return {
      model: value.model,
      year,
      makeName: value.makeName,
      makeNameBn: value.makeNameBn,
      name: value.name,
      nameBn: value.nameBn,
    };
  } catch {
    return null;
  }
}

function storedText(): string | null {
  try {
    return localStorage.getItem(myVehicleStorageKey);
  } catch {
    return null;
  }
}

/** The remembered vehicle (the same object until the stored text changes). */
export function readMyVehicle(): MyVehicle | null {
  const text = storedText();
  if (text !== cachedText) {
    cachedText = text;
    cached = parse(text);
  }
  return cached;
}

function write(text: string | null): void {
  try {
    if (text === null) localStorage.removeItem(myVehicleStorageKey);
    else localStorage.setItem(myVehicleStorageKey, text);
  } catch {
    // storage blocked: nothing is remembered
  }
  for (const listener of listeners) listener();
}

/** Remember a model (and year) as "my vehicle". */
export function rememberVehicle(model: VehicleModel, year: number | null): void {
  const next: MyVehicle = {
    model: model.slug,
    year,
    makeName: model.makeName,
    makeNameBn: model.makeNameBn,
    name: model.name,
    nameBn: model.nameBn,
  };
  if (storedText() !== JSON.stringify(next)) write(JSON.stringify(next));
}

/** Forget "my vehicle". */
export function forgetVehicle(): void {
  write(null);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === myVehicleStorageKey || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The remembered vehicle, following changes (this page's and other tabs'). */
export function useMyVehicle(): MyVehicle | null {
  return useSyncExternalStore(subscribe, readMyVehicle, () => null);
}
