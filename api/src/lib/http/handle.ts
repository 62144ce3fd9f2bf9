import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';
import { fromZodError } from './errors';

type Schema = z.ZodType;
type Out<S> = S extends Schema ? z.output<S> : undefined;

export interface Schemas {
  body?: Schema;
  query?: Schema;
  params?: Schema;
}

export interface Input<S extends Schemas> {
  body: Out<S['body']>;
  query: Out<S['query']>;
  params: Out<S['params']>;
}

function parse(schema: Schema | undefined, value: unknown, where: string): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw fromZodError(result.error, where);
  return result.data;
}

/**
 * The last step of every route: validates body, query and params with the route's schemas
 * (unknown keys dropped, wrong types refused with a message per field), then runs the handler
 * on the validated input only. A returned value is sent as JSON; `undefined` means the handler answered.
 */
export function handle<S extends Schemas>(
  schemas: S,
  fn: (input: Input<S>, req: Request, res: Response) => unknown,
): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    const input = {
      body: parse(schemas.body, req.body, 'body'),
      query: parse(schemas.query, req.query, 'query'),
      params: parse(schemas.params, req.params, 'params'),
    } as Input<S>;
    const result = await fn(input, req, res);
    if (result !== undefined && !res.headersSent) res.json(result);
    else if (result === undefined && !res.headersSent) next();
  };
}

/** Sends a paginated list: the array as body and the total in X-Total-Count. */
export function sendPage<T>(res: Response, items: T[], total: number): undefined {
  res.setHeader('X-Total-Count', String(total));
  res.json(items);
  return undefined;
}
