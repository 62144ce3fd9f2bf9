import { describe, expect, it } from 'vitest';
import {
  createVehicleFitmentBodySchema,
  createVehicleModelBodySchema,
  fitmentCsvRowSchema,
} from '../schemas/vehicles';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('vehicle schemas', () => {
  it('when a CSV row is read, then digits become years, an empty end year is "still made" and the position is folded', () => {
    expect(
      fitmentCsvRowSchema.parse({
        make: ' Bajaj ',
        model: 'Pulsar 150',
        yearFrom: '2019',
        yearTo: '',
        position: 'Rear',
        size: '120/80-17',
        alternatives: ['100/90 17'],
      }),
    ).toEqual({
      make: 'Bajaj',
      model: 'Pulsar 150',
      yearFrom: 2019,
      yearTo: null,
      position: 'rear',
      size: '120/80-17',
      alternatives: ['100/90 17'],
    });
  });

  it('when years run backwards, a size is no size, or an alternative repeats the size however written, then each is named', () => {
    expect(
      messages(
        createVehicleModelBodySchema.safeParse({
          make: 'bajaj',
          type: 'motorcycle',
          name: 'X1',
          yearFrom: 2020,
          yearTo: 2019,
        }),
      ),
    ).toEqual({ yearTo: 'must not be before yearFrom' });
    expect(
      messages(
        createVehicleFitmentBodySchema.safeParse({
          model: 'm',
          yearFrom: 2020,
          position: 'all',
          size: 'R15',
        }),
      ),
    ).toEqual({ size: 'must look like 90/90-17, 195/65 R15 or 4.00-8' });
    expect(
      messages(
        createVehicleFitmentBodySchema.safeParse({
          model: 'm',
          yearFrom: 2020,
          position: 'all',
          size: '185/65R15',
          alternatives: ['185/65 R 15'],
        }),
      ),
    ).toEqual({ alternatives: 'is listed twice' });
    expect(
      messages(
        createVehicleFitmentBodySchema.safeParse({
          model: 'm',
          yearFrom: 2020,
          position: 'all',
          size: '185/65R15',
          alternatives: ['195/65 R15', '195/65R15'],
        }),
      ),
    ).toEqual({ alternatives: 'is listed twice' });
  });
});
