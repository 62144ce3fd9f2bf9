import { z } from 'zod';
import {
  createDocument,
  type oas31,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
  type ZodOpenApiResponseObject,
  type ZodOpenApiResponsesObject,
} from 'zod-openapi';
import * as contracts from '@tyre/contracts';
import { apiErrorSchema } from '@tyre/contracts/responses';
import type { ErrorStatus, FileField, Route } from '@tyre/contracts/routes';

/** Express's `:slug` is OpenAPI's `{slug}`. */
const templateOf = (path: string) => path.replace(/:(\w+)/g, '{$1}');

const ERRORS: Record<ErrorStatus, { name: string; description: string }> = {
  400: { name: 'InvalidData', description: 'Invalid input: `fields` tells what is wrong with each field' },
  401: {
    name: 'Unauthorized',
    description: 'No token, or a bad, expired or revoked one (or wrong credentials)',
  },
  403: { name: 'Forbidden', description: 'Signed in, but not allowed (admins only)' },
  404: { name: 'NotFound', description: 'Nothing with this id or slug' },
  409: { name: 'Conflict', description: 'Clashes with what is stored (already used, still in use, ...)' },
  413: { name: 'TooLarge', description: 'The body or a file is too large' },
  415: {
    name: 'UnsupportedMediaType',
    description: 'The body is not JSON or multipart, or a file is not of an accepted type',
  },
  429: { name: 'TooManyRequests', description: 'Too many attempts: wait for `Retry-After` seconds' },
  503: { name: 'Unavailable', description: 'A service the API needs does not answer' },
};

const errorResponse = (status: ErrorStatus): ZodOpenApiResponseObject => ({
  description: ERRORS[status].description,
  content: { 'application/json': { schema: apiErrorSchema } },
  ...(status === 429 && {
    headers: z.object({
      'Retry-After': z.int().min(1).meta({ description: 'seconds to wait before trying again' }),
    }),
  }),
});

const totalCountHeader = z.object({
  'X-Total-Count': z.int().min(0).meta({ description: 'how many items all pages hold together' }),
});

/** Query and params schemas may be wrapped (`z.preprocess(...)`): the object inside is what is documented. */
function objectOf(schema: z.ZodType): z.ZodType {
  const def = schema._zod.def;
  if (def.type === 'pipe') {
    const { in: inner, out } = def as unknown as { in: z.ZodType; out: z.ZodType };
    return objectOf(inner._zod.def.type === 'transform' ? out : inner);
  }
  return schema;
}

function fileSchema(field: FileField): z.ZodType {
  const file = z.file();
  const schema = field.maxCount && field.maxCount > 1 ? z.array(file).max(field.maxCount) : file;
  const described = field.description ? schema.meta({ description: field.description }) : schema;
  return field.required ? described : described.optional();
}

/**
 * Rules a request schema checks after a transform, which JSON Schema cannot show on its input
 * side: said here so the document still tells them.
 */
const INPUT_HINTS = new Map<unknown, Record<string, unknown>>([
  [
    contracts.bdMobileSchema,
    {
      description: 'Bangladeshi mobile number: 01XXXXXXXXX or +8801XXXXXXXXX (spaces and dashes are ignored)',
      examples: ['01712345678'],
    },
  ],
]);

/** Each contract schema by its export name: `registerBodySchema` → `RegisterBody`. */
const CONTRACT_NAMES = new Map<unknown, string>(
  Object.entries(contracts)
    .filter(([name]) => name.endsWith('Schema'))
    .map(([name, schema]) => [schema, name.charAt(0).toUpperCase() + name.slice(1, -'Schema'.length)]),
);

const named = new WeakMap<z.ZodType, z.ZodType>();

/**
 * A JSON body that is a contract schema becomes a named component (`RegisterBody`,
 * `ContactInfoBody`): a copy of it with that id, made once per schema.
 */
function bodySchema(body: z.ZodType): z.ZodType {
  const contract = CONTRACT_NAMES.get(body);
  if (!contract) return body;
  let copy = named.get(body);
  if (!copy) {
    const id = contract.endsWith('Body') ? contract : `${contract}Body`;
    copy = body.meta({ id, unusedIO: 'input' });
    named.set(body, copy);
  }
  return copy;
}

function requestBody(op: Route): ZodOpenApiOperationObject['requestBody'] {
  if (!op.body && !op.files) return undefined;
  if (op.form)
    return { required: true, content: { 'application/x-www-form-urlencoded': { schema: op.body! } } };
  if (!op.files) return { required: true, content: { 'application/json': { schema: bodySchema(op.body!) } } };
  const files = z.object(Object.fromEntries(op.files.map((f) => [f.name, fileSchema(f)])));
  return {
    required: true,
    content: { 'multipart/form-data': { schema: op.body ? z.intersection(op.body, files) : files } },
  };
}

function errorStatuses(op: Route): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>(op.errors);
  if (op.params || op.query || op.headers || op.body || op.files) statuses.add(400);
  if (op.access === 'user' || op.access === 'admin') statuses.add(401);
  if (op.access === 'admin') statuses.add(403);
  if (op.path.includes(':')) statuses.add(404);
  if (op.body || op.files) {
    statuses.add(413);
    statuses.add(415);
  }
  return [...statuses].sort((a, b) => a - b);
}

function responses(op: Route): ZodOpenApiResponsesObject {
  const status = op.status ?? 200;
  const success: ZodOpenApiResponseObject = {
    description:
      op.status === 201
        ? 'Created'
        : op.status === 202
          ? 'Accepted'
          : op.status === 303
            ? 'See Other: the browser is sent on (Location)'
            : 'OK',
  };
  if (op.response && 'raw' in op.response) {
    success.content = Object.fromEntries(
      op.response.raw.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
    );
  } else if (op.response) {
    success.content = { 'application/json': { schema: op.response } };
  }
  if (op.paged || op.responseHeaders) {
    success.headers = op.paged
      ? totalCountHeader.extend(op.responseHeaders?.shape ?? {})
      : op.responseHeaders;
  }
  const result: ZodOpenApiResponsesObject = { [`${status}`]: success };
  for (const error of errorStatuses(op)) {
    result[`${error}`] = { $ref: `#/components/responses/${ERRORS[error].name}` };
  }
  return result;
}

const SECURITY = {
  user: [{ bearerAuth: [] }],
  admin: [{ bearerAuth: [] }],
  // no token, or a token: both are answered (an admin's may see more)
  optional: [{}, { bearerAuth: [] }],
};

const AUTH_NOTES = {
  user: 'Needs a signed-in user.',
  admin: 'Admins only.',
  optional: 'The token is optional.',
};

/** The declaration's `credentials`: the call carries the browser's cookies. */
const CREDENTIALS_NOTE =
  "Sets or reads an HttpOnly cookie: a browser calls it with its cookies (fetch's `credentials: 'include'`).";
/** The declaration's `secrets`: values that open something by themselves. */
const SECRETS_NOTE = (names: string) =>
  `${names} opens the record by itself: keep it as a secret (the API's request log masks it).`;

function operation(op: Route): ZodOpenApiOperationObject {
  const auth = op.access === 'public' ? undefined : op.access;
  const secret = [...(op.secrets?.params ?? []), ...(op.secrets?.query ?? [])].map((name) => `\`${name}\``);
  const description = [
    op.description,
    auth && AUTH_NOTES[auth],
    op.credentials && CREDENTIALS_NOTE,
    secret.length > 0 && SECRETS_NOTE(secret.join(', ')),
  ]
    .filter(Boolean)
    .join(' ');
  return {
    operationId: `${op.method.toLowerCase()}${templateOf(op.path)
      .replace(/[{}]/g, '')
      .replace(/[^a-zA-Z0-9]+(.)?/g, (_m, c?: string) => (c ?? '').toUpperCase())}`,
    tags: [op.tag],
    summary: op.summary,
    ...(description && { description }),
    ...(auth && { security: SECURITY[auth] }),
    ...((op.params || op.query || op.headers) && {
      requestParams: {
        ...(op.params && { path: objectOf(op.params) }),
        ...(op.query && { query: objectOf(op.query) }),
        ...(op.headers && { header: op.headers }),
      },
    }),
    requestBody: requestBody(op),
    responses: responses(op),
  } as ZodOpenApiOperationObject;
}

/** The OpenAPI 3.1 document of the API, made from the declared routes and the contracts' schemas. */
export function buildOpenApiDocument(routes: Iterable<Route>): oas31.OpenAPIObject {
  const operations = [...routes];
  const paths: ZodOpenApiPathsObject = {};
  for (const op of operations) {
    const item = (paths[templateOf(op.path)] ??= {});
    const method = op.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    if (item[method]) throw new Error(`${op.method} ${op.path} is declared twice`);
    item[method] = operation(op);
  }
  return createDocument(
    {
      openapi: '3.1.0',
      info: {
        title: 'Tyre shop API',
        version: '1.0.0',
        description:
          'The API of the tyre brand website. Every failure answers ' +
          '`{ message, code, fields?, messageCode?, messageParams?, fieldIssues? }` ' +
          '(`ApiError`); paged lists take `page` (from 0) and `size` and send the total in `X-Total-Count`.',
      },
      servers: [{ url: '/api/v1' }],
      tags: [...new Set(operations.map((op) => op.tag))].map((name) => ({ name })),
      paths,
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'The `token` of the login or registration answer.',
          },
        },
        responses: Object.fromEntries(
          (Object.keys(ERRORS) as unknown as ErrorStatus[]).map((s) => [
            ERRORS[s].name,
            errorResponse(Number(s) as ErrorStatus),
          ]),
        ),
      },
    },
    {
      override: ({ zodSchema, jsonSchema, io }) => {
        const hint = io === 'input' ? INPUT_HINTS.get(zodSchema) : undefined;
        if (hint) Object.assign(jsonSchema, hint);
      },
    },
  );
}
