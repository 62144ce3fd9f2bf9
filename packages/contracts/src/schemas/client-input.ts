// What a client sends for a schema, as a type: the API reads it with that schema. zod's own input
// type (`z.input`) is `unknown` wherever a schema first tidies its input (`z.preprocess`, as query
// objects and number fields do) or coerces it (`z.coerce.number()`), which would let a call send
// anything there. `ClientInput` types the route client's params, query and body (`RequestOf`), and
// the query types the apps build (`ListMessagesQuery`, `AllOrdersQueryInput` ...).
import type { z } from 'zod';

/** `{ a: X; b?: Y }` written out, so that editors and errors show the fields. */
type Flat<T> = { [K in keyof T]: T[K] } & {};

/** An object's fields as a client sends them: a field that may be left out is optional. */
type ShapeInput<Shape> = Flat<
  { [K in keyof Shape as undefined extends ClientInput<Shape[K]> ? never : K]: ClientInput<Shape[K]> } & {
    [K in keyof Shape as undefined extends ClientInput<Shape[K]> ? K : never]?: ClientInput<Shape[K]>;
  }
>;

/**
 * What a client sends for a schema. A tidying step (`z.preprocess`) that declares what it takes
 * (`formFlagSchema`: `true`, `1`, `'on'` ...) is sent that; one that takes anything is sent what
 * the schema after it takes. A coerced number is sent as a number. Objects, arrays, optional,
 * nullable and defaulted values are followed down to their fields, so that a query's `page` is a
 * number, not `unknown`.
 */
export type ClientInput<S> =
  S extends z.ZodPipe<infer A, infer B>
    ? A extends z.core.$ZodTransform<unknown, infer I>
      ? unknown extends I
        ? ClientInput<B>
        : I
      : ClientInput<A>
    : S extends z.ZodObject<infer Shape>
      ? ShapeInput<Shape>
      : S extends z.ZodOptional<infer T>
        ? ClientInput<T> | undefined
        : S extends z.ZodDefault<infer T>
          ? ClientInput<T> | undefined
          : S extends z.ZodNullable<infer T>
            ? ClientInput<T> | null
            : S extends z.ZodArray<infer T>
              ? ClientInput<T>[]
              : S extends z.ZodCoercedNumber
                ? number
                : S extends z.ZodType
                  ? z.input<S>
                  : undefined;
