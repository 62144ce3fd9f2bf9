import type { VehicleMake, VehicleModel, VehicleType } from '@tyre/contracts';
import { localized } from '@tyre/contracts/localized';
import { Messages, useApi, useFormat, useLanguage } from '@tyre/web-kit';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { SelectField } from '../../../components/select-field';
import { useVehiclesText, vehiclesDictionary } from '../../../messages/vehicles/dictionary';
import { vehicleFinderUrl } from '../../../utils/vehicle-url';
import { getVehicleMakes } from '../api/get-vehicle-makes';
import { getVehicleModels } from '../api/get-vehicle-models';
import { getVehicleTypes } from '../api/get-vehicle-types';
import { rememberVehicle } from '../my-vehicle';
import { useVehicleTypeName } from './vehicle-type-name';
import './vehicle.css';

/** The vehicle chosen so far: type, make and model by slug, and the model year. */
export interface VehicleFormChoice {
  type?: string | undefined;
  make?: string | undefined;
  model?: string | undefined;
  year?: number | undefined;
}

const none = Promise.resolve([]);

/** The model years of a model, newest first: its first year to its last (this year while still made). */
export function modelYears(model: Pick<VehicleModel, 'yearFrom' | 'yearTo'>, now = new Date()): number[] {
  const last = Math.max(model.yearFrom, model.yearTo ?? now.getFullYear());
  const years: number[] = [];
  for (let year = last; year >= model.yearFrom; year -= 1) years.push(year);
  return years;
}

/** The names of the model's generations made in `year` ("E140 / E160" in a changeover year). */
const generationsOf = (model: VehicleModel, year: number) =>
  model.generations
    .filter((g) => g.yearFrom <= year && (g.yearTo === null || year <= g.yearTo))
    .map((g) => g.name)
    .join(' / ');

/**
 * The vehicle finder's form: type → make → model → year, native selects each enabled once the one
 * before is chosen (the lists come from GET /vehicles/types, /makes?type=, /models?make=&type=).
 * Submitting opens `/finder?tab=vehicle&vehicle=<model slug>&year=` and remembers the vehicle as
 * "my vehicle"; the year may be left at "Any year" (every year range of the model).
 */
export function VehicleForm({ initial = {} }: { initial?: VehicleFormChoice }) {
  const navigate = useNavigate();
  const t = useVehiclesText();
  const language = useLanguage();
  const { number } = useFormat();
  const typeName = useVehicleTypeName();
  const [choice, setChoice] = useState<VehicleFormChoice>(initial);
  const [missing, setMissing] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const { type, make } = choice;

  const types = useApi<VehicleType[]>('vehicle-types', (signal) => getVehicleTypes(signal));
  const makes = useApi<VehicleMake[]>(`vehicle-makes:${type ?? ''}`, (signal) =>
    type ? getVehicleMakes(type, signal) : none,
  );
  const models = useApi<VehicleModel[]>(`vehicle-models:${type ?? ''}:${make ?? ''}`, (signal) =>
    type && make ? getVehicleModels({ make, type }, signal) : none,
  );
  // while a newly chosen list loads, the old one must not be offered
  const makeList = makes.loading ? [] : (makes.data ?? []);
  const modelList = models.loading ? [] : (models.data ?? []);
  const model = modelList.find((m) => m.slug === choice.model);
  const years = model ? modelYears(model) : [];
  const year = choice.year !== undefined && years.includes(choice.year) ? choice.year : undefined;
  const failed = types.error ?? makes.error ?? models.error;
  const retry = () => [types, makes, models].find((state) => state.error)?.reload();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!choice.model) {
      setMissing(true);
      // to the first select still to choose
      [...(form.current?.querySelectorAll('select') ?? [])].find((s) => !s.disabled && !s.value)?.focus();
      return;
    }
    // the visitor's own choice is "my vehicle" (a vehicle opened from a link is only looked at)
    if (model) rememberVehicle(model, year ?? null);
    void navigate(vehicleFinderUrl(choice.model, year));
  };
  const choose = (next: VehicleFormChoice) => {
    setMissing(false);
    setChoice(next);
  };

  return (
    <form
      ref={form}
      className="finder-form vehicle-form"
      aria-label={t('vehicle.formLabel')}
      onSubmit={submit}
    >
      <SelectField
        label={t('vehicle.type')}
        name="type"
        className="finder-form__field"
        value={type ?? ''}
        emptyLabel={t('vehicle.chooseType')}
        disabled={!types.data}
        options={(types.data ?? []).map((item) => ({ value: item.slug, label: typeName(item) }))}
        onChange={(value) => choose({ type: value || undefined })}
      />
      <SelectField
        label={t('vehicle.make')}
        name="make"
        className="finder-form__field"
        value={makeList.length ? (make ?? '') : ''}
        emptyLabel={t('vehicle.chooseMake')}
        disabled={!type || makeList.length === 0}
        options={makeList.map((item) => ({ value: item.slug, label: localized(item, 'name', language) }))}
        onChange={(value) => choose({ type, make: value || undefined })}
      />
      <SelectField
        label={t('vehicle.model')}
        name="model"
        className="finder-form__field"
        value={model ? model.slug : ''}
        emptyLabel={t('vehicle.chooseModel')}
        disabled={!make || modelList.length === 0}
        options={modelList.map((item) => ({ value: item.slug, label: localized(item, 'name', language) }))}
        onChange={(value) => choose({ type, make, model: value || undefined, year: choice.year })}
      />
      <SelectField
        label={t('vehicle.year')}
        name="year"
        className="finder-form__field"
        value={year === undefined ? '' : String(year)}
        emptyLabel={t('vehicle.anyYear')}
        disabled={!model}
        options={years.map((value) => {
          const plain = number(value, { useGrouping: false });
          const generation = model ? generationsOf(model, value) : '';
          return {
            value: String(value),
            label: generation ? t('vehicle.yearWithGeneration', { year: plain, generation }) : plain,
          };
        })}
        onChange={(value) => choose({ ...choice, year: value ? Number(value) : undefined })}
      />
      {failed && (
        <button type="button" className="kit-button kit-button--ghost vehicle-form__wide" onClick={retry}>
          {t('vehicle.listFailed')}
        </button>
      )}
      {missing && (
        <p className="vehicle-form__missing vehicle-form__wide" role="alert">
          {t('vehicle.needModel')}
        </p>
      )}
      <button type="submit" className="kit-button kit-button--accent finder-form__submit">
        {t('vehicle.submit')}
      </button>
    </form>
  );
}

/** The form with its text: the home page's vehicle tab (its catalogue loads with this chunk). */
export function VehicleFormArea() {
  return (
    <Messages dictionary={vehiclesDictionary} minHeight={162}>
      <VehicleForm />
    </Messages>
  );
}
