// The embedded store's fast path for aggregation pipelines: a few stage shapes, the ones that do the
// work per document in the reports (match on plain values, project field references, unwind,
// group on field paths with $sum / $min / $max / $first / $push, sort on fields, skip, limit,
// facet), run as plain loops. mingo interprets every stage generically and pays for it per
// document (an $unwind copies each document through its path, a $group evaluates each
// accumulator as an expression): over 100,000 orders the reports took seconds in it, a few
// hundred milliseconds here.
//
// The longest leading run of stages of these shapes runs here; the rest of the pipeline (small by
// then: grouped rows) runs in mingo. A value these loops would read differently from MongoDB
// (an array on a path, a missing part of a compound group key, mixed types in a sort or $max)
// throws `Unsupported` and the caller runs the whole pipeline in mingo instead. Nothing here
// changes its input documents; mingo (which may change what it is given, e.g. an $unwind that
// keeps empty arrays) gets shallow copies.
import { aggregate as mingoAggregate } from 'mingo';

type Doc = Record<string, unknown>;
type Stage = Record<string, unknown>;

/** A value the fast path does not read as MongoDB does: run the pipeline in mingo instead. */
export class Unsupported extends Error {}

const isObject = (v: unknown): v is Doc =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date) && !(v instanceof RegExp);
const isPrimitive = (v: unknown) =>
  v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';
const isPath = (v: unknown): v is string => typeof v === 'string' && /^\$[^$]/.test(v);

/** The value at a dotted path; an array on the way is read differently by MongoDB (Unsupported). */
function getter(path: string): (doc: Doc) => unknown {
  const parts = path.split('.');
  if (parts.length === 1) return (doc) => doc[path];
  if (parts.length === 2) {
    // the common case (`report.day`, `items.quantity`), written out
    const [first, second] = parts as [string, string];
    return (doc) => {
      const v = doc[first];
      if (typeof v !== 'object' || v === null) return undefined;
      if (Array.isArray(v)) throw new Unsupported(path);
      return (v as Doc)[second];
    };
  }
  const n = parts.length;
  return (doc) => {
    let v: unknown = doc;
    for (let i = 0; i < n; i++) {
      if (typeof v !== 'object' || v === null) return undefined;
      if (Array.isArray(v)) throw new Unsupported(path);
      v = (v as Doc)[parts[i]!];
    }
    return v;
  };
}

// ---- $match ----

const MATCH_OPERATORS = new Set(['$eq', '$ne', '$gt', '$gte', '$lt', '$lte', '$in', '$nin', '$exists']);

function matchSupported(spec: unknown): boolean {
  if (!isObject(spec)) return false;
  return Object.entries(spec).every(([field, condition]) => {
    if (field.startsWith('$')) return false;
    if (isPrimitive(condition)) return true;
    if (!isObject(condition) || Object.keys(condition).length === 0) return false;
    return Object.entries(condition).every(([op, v]) => {
      if (!MATCH_OPERATORS.has(op)) return false;
      if (op === '$exists') return typeof v === 'boolean';
      if (op === '$in' || op === '$nin') return Array.isArray(v) && v.every(isPrimitive);
      if (op === '$eq' || op === '$ne') return isPrimitive(v);
      return typeof v === 'string' || typeof v === 'number';
    });
  });
}

/** MongoDB's equality of a stored value and a plain value (null also matches a missing field). */
function equals(v: unknown, wanted: unknown): boolean {
  if (Array.isArray(v)) throw new Unsupported('array compared');
  if (wanted === null) return v === null || v === undefined;
  return v === wanted;
}

function compileMatch(spec: Doc): (doc: Doc) => boolean {
  const tests = Object.entries(spec).map(([field, condition]) => {
    const get = getter(field);
    if (isPrimitive(condition)) return (doc: Doc) => equals(get(doc), condition);
    const ops = Object.entries(condition as Doc).map(([op, operand]): ((v: unknown) => boolean) => {
      switch (op) {
        case '$eq':
          return (v) => equals(v, operand);
        case '$ne':
          return (v) => !equals(v, operand);
        case '$in':
          return (v) => (operand as unknown[]).some((o) => equals(v, o));
        case '$nin':
          return (v) => !(operand as unknown[]).some((o) => equals(v, o));
        case '$exists':
          return (v) => (v !== undefined) === operand;
        default: {
          // a range compares values of the bound's type only (MongoDB's type bracketing)
          const bound = operand as string | number;
          return (v) => {
            if (Array.isArray(v)) throw new Unsupported('array compared');
            if (typeof v !== typeof bound) return false;
            const x = v as string | number;
            return op === '$gt'
              ? x > bound
              : op === '$gte'
                ? x >= bound
                : op === '$lt'
                  ? x < bound
                  : x <= bound;
          };
        }
      }
    });
    return (doc: Doc) => {
      const v = get(doc);
      return ops.every((test) => test(v));
    };
  });
  return (doc) => tests.every((test) => test(doc));
}

// ---- $project ----

function projectSupported(spec: unknown): boolean {
  if (!isObject(spec) || Object.keys(spec).length === 0) return false;
  return Object.entries(spec).every(([field, v]) => {
    if (field.startsWith('$') || field.includes('.')) return false;
    if (field === '_id' && (v === 0 || v === false)) return true;
    if (v === 1 || v === true) return true;
    return isPath(v);
  });
}

function compileProject(spec: Doc): (doc: Doc) => Doc {
  const keepId = !('_id' in spec) || (spec._id !== 0 && spec._id !== false);
  const fields = Object.entries(spec)
    .filter(([field]) => field !== '_id' || keepId)
    .map(([field, v]) => [field, getter(isPath(v) ? v.slice(1) : field)] as const);
  if (keepId && !('_id' in spec)) fields.unshift(['_id', getter('_id')]);
  return (doc) => {
    const out: Doc = {};
    for (const [field, get] of fields) {
      const v = get(doc);
      if (v !== undefined) out[field] = v;
    }
    return out;
  };
}

// ---- $unwind ----

const unwindField = (spec: unknown): string | undefined => {
  const path = isObject(spec) && Object.keys(spec).length === 1 ? spec.path : spec;
  return isPath(path) && !path.includes('.') ? path.slice(1) : undefined;
};

function unwinder(field: string, next: Sink): Sink {
  return (doc) => {
    const v = doc[field];
    if (Array.isArray(v)) for (const item of v) next({ ...doc, [field]: item });
    else if (v !== undefined && v !== null) next(doc);
  };
}

// ---- $group ----

const ACCUMULATORS = new Set(['$sum', '$min', '$max', '$first', '$push']);

function groupSupported(spec: unknown): boolean {
  if (!isObject(spec) || !('_id' in spec)) return false;
  const id = spec._id;
  const idOk =
    id === null ||
    isPath(id) ||
    (isObject(id) && Object.keys(id).length > 0 && Object.values(id).every(isPath));
  return (
    idOk &&
    Object.entries(spec).every(([field, acc]) => {
      if (field === '_id') return true;
      if (field.includes('.') || !isObject(acc) || Object.keys(acc).length !== 1) return false;
      const [[op, arg]] = Object.entries(acc) as [[string, unknown]];
      if (!ACCUMULATORS.has(op)) return false;
      return isPath(arg) || (op === '$sum' && typeof arg === 'number');
    })
  );
}

/** A group key part as a Map key: MongoDB groups 1 and 1.0 alike (as a Map does) and a missing value as null. */
function keyValue(v: unknown): unknown {
  if (v === undefined || v === null) return null;
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return v;
  throw new Unsupported('group key');
}

/** The place of a value's type in MongoDB's order: missing and null, then numbers, then texts. */
function rank(v: unknown): number {
  if (v === undefined || v === null) return 0;
  if (typeof v === 'number') return 1;
  if (typeof v === 'string') return 2;
  throw new Unsupported('compared');
}

/** Orders plain values as MongoDB does: missing and null, then numbers, then texts. */
function compareValues(a: unknown, b: unknown): number {
  const ra = rank(a);
  const rb = rank(b);
  if (ra !== rb) return ra - rb;
  if (ra === 0) return 0;
  return (a as string | number) < (b as string | number)
    ? -1
    : (a as string | number) > (b as string | number)
      ? 1
      : 0;
}

interface Accumulator {
  field: string;
  init(): unknown;
  add(acc: unknown, doc: Doc, first: boolean): unknown;
}

function compileAccumulator(field: string, spec: Doc): Accumulator {
  const [[op, arg]] = Object.entries(spec) as [[string, unknown]];
  if (op === '$sum') {
    if (typeof arg === 'number') return { field, init: () => 0, add: (acc) => (acc as number) + arg };
    const get = getter((arg as string).slice(1));
    return {
      field,
      init: () => 0,
      add: (acc, doc) => {
        const v = get(doc);
        if (Array.isArray(v)) throw new Unsupported('$sum of an array');
        return typeof v === 'number' ? (acc as number) + v : acc;
      },
    };
  }
  const get = getter((arg as string).slice(1));
  if (op === '$push')
    return {
      field,
      init: () => [],
      add: (acc, doc) => {
        const v = get(doc);
        // MongoDB leaves a missing value out; mingo may not: let mingo answer
        if (v === undefined) throw new Unsupported('$push of a missing value');
        (acc as unknown[]).push(v);
        return acc;
      },
    };
  if (op === '$first')
    return { field, init: () => null, add: (acc, doc, first) => (first ? (get(doc) ?? null) : acc) };
  const sign = op === '$max' ? 1 : -1;
  return {
    field,
    init: () => null,
    add: (acc, doc) => {
      const v = get(doc);
      if (v === undefined || v === null) return acc;
      if (typeof v !== 'number' && typeof v !== 'string') throw new Unsupported(`${op} of ${typeof v}`);
      if (acc === null) return v;
      if (typeof acc !== typeof v) throw new Unsupported(`${op} of mixed types`);
      return compareValues(v, acc) * sign > 0 ? v : acc;
    },
  };
}

interface Group {
  _id: unknown;
  values: unknown[];
}

/** A `$group` fed one document at a time (so that the stages before it need not keep theirs). */
function grouper(spec: Doc): { add: (doc: Doc) => void; rows: () => Doc[] } {
  const id = spec._id;
  // the key's parts: one unnamed path, named paths (a compound key), or none (`_id: null`)
  const names: string[] = [];
  const gets: ((doc: Doc) => unknown)[] = [];
  const compound = id !== null && !isPath(id);
  if (isPath(id)) gets.push(getter(id.slice(1)));
  else if (compound)
    for (const [name, path] of Object.entries(id as Doc)) {
      names.push(name);
      gets.push(getter((path as string).slice(1)));
    }
  const accumulators = Object.entries(spec)
    .filter(([field]) => field !== '_id')
    .map(([field, acc]) => compileAccumulator(field, acc as Doc));
  const all: Group[] = [];
  // one Map level per part of the key (no text built per document)
  const root = new Map<unknown, unknown>();
  const depth = gets.length;
  const seen: unknown[] = new Array(depth);
  const add = (doc: Doc) => {
    let level = root;
    let g: Group | undefined;
    if (depth === 0) g = all[0];
    for (let p = 0; p < depth; p++) {
      const raw = gets[p]!(doc);
      // MongoDB leaves a missing part out of a compound key; mingo does not: let mingo answer
      if (compound && raw === undefined) throw new Unsupported('missing part of a group key');
      const v = keyValue(raw);
      seen[p] = v;
      const next = level.get(v);
      if (p === depth - 1) g = next as Group | undefined;
      else {
        let inner = next as Map<unknown, unknown> | undefined;
        if (!inner) level.set(v, (inner = new Map()));
        level = inner;
      }
    }
    const first = g === undefined;
    if (g === undefined) {
      let value: unknown = null;
      if (compound) {
        const named: Doc = {};
        for (let p = 0; p < depth; p++) named[names[p]!] = seen[p];
        value = named;
      } else if (depth) value = seen[0];
      g = { _id: value, values: accumulators.map((a) => a.init()) };
      all.push(g);
      if (depth) level.set(seen[depth - 1], g);
    }
    const values = g.values;
    for (let i = 0; i < accumulators.length; i++) values[i] = accumulators[i]!.add(values[i], doc, first);
  };
  const rows = () =>
    all.map((g) => {
      const row: Doc = { _id: g._id };
      accumulators.forEach((a, i) => (row[a.field] = g.values[i]));
      return row;
    });
  return { add, rows };
}

// ---- $sort ----

function sortSupported(spec: unknown): boolean {
  return (
    isObject(spec) &&
    Object.keys(spec).length > 0 &&
    Object.entries(spec).every(([field, dir]) => !field.startsWith('$') && (dir === 1 || dir === -1))
  );
}

function sort(docs: Doc[], spec: Doc): Doc[] {
  const gets = Object.keys(spec).map((field) => getter(field));
  const dirs = Object.values(spec) as number[];
  return [...docs].sort((a, b) => {
    for (let i = 0; i < gets.length; i++) {
      const c = compareValues(gets[i]!(a), gets[i]!(b));
      if (c) return c * dirs[i]!;
    }
    return 0;
  });
}

// ---- the runner ----

function stageSupported(stage: Stage): boolean {
  const names = Object.keys(stage);
  if (names.length !== 1) return false;
  const [name] = names as [string];
  const spec = stage[name];
  switch (name) {
    case '$match':
      return matchSupported(spec);
    case '$project':
      return projectSupported(spec);
    case '$unwind':
      return unwindField(spec) !== undefined;
    case '$group':
      return groupSupported(spec);
    case '$sort':
      return sortSupported(spec);
    case '$limit':
    case '$skip':
      return typeof spec === 'number' && Number.isInteger(spec) && spec >= 0;
    case '$facet':
      return isObject(spec) && Object.values(spec).every((branch) => Array.isArray(branch));
    default:
      return false;
  }
}

type Sink = (doc: Doc) => void;

const stageName = (stage: Stage) => Object.keys(stage)[0]!;
/** The stages that take one document at a time and keep none. */
const STREAMED = new Set(['$match', '$project', '$unwind']);

/** A run of streamed stages in front of `next`. */
function streamed(stages: Stage[], next: Sink): Sink {
  let sink = next;
  for (const stage of [...stages].reverse()) {
    const [[name, spec]] = Object.entries(stage) as [[string, unknown]];
    const after = sink;
    if (name === '$match') {
      const test = compileMatch(spec as Doc);
      sink = (doc) => {
        if (test(doc)) after(doc);
      };
    } else if (name === '$project') {
      const project = compileProject(spec as Doc);
      sink = (doc) => after(project(doc));
    } else sink = unwinder(unwindField(spec)!, after);
  }
  return sink;
}

/** A stage that needs all its input at once. */
function runStage(docs: Doc[], stage: Stage): Doc[] {
  const [[name, spec]] = Object.entries(stage) as [[string, unknown]];
  switch (name) {
    case '$sort':
      return sort(docs, spec as Doc);
    case '$limit':
      return docs.slice(0, spec as number);
    case '$skip':
      return docs.slice(spec as number);
    default: {
      // $facet: each branch over the same input (nothing here changes it)
      const out: Doc = {};
      for (const [branch, pipeline] of Object.entries(spec as Record<string, Stage[]>))
        out[branch] = runFast(docs, pipeline);
      return [out];
    }
  }
}

/**
 * The leading stages the fast path runs, then the rest in mingo. Runs of $match, $project and
 * $unwind pass each document on as they go, into a $group or a list, so that no stage keeps a
 * list of its own. Throws Unsupported.
 */
function runFast(docs: Doc[], pipeline: Stage[]): Doc[] {
  const n = fastStages(pipeline);
  let current = docs;
  let i = 0;
  while (i < n) {
    let j = i;
    while (j < n && STREAMED.has(stageName(pipeline[j]!))) j++;
    if (j < n && stageName(pipeline[j]!) === '$group') {
      const group = grouper(pipeline[j]!.$group as Doc);
      const feed = streamed(pipeline.slice(i, j), group.add);
      for (const doc of current) feed(doc);
      current = group.rows();
      i = j + 1;
    } else if (j > i) {
      const out: Doc[] = [];
      const feed = streamed(pipeline.slice(i, j), (doc) => out.push(doc));
      for (const doc of current) feed(doc);
      current = out;
      i = j;
    } else {
      current = runStage(current, pipeline[i]!);
      i += 1;
    }
  }
  return i < pipeline.length ? inMingo(current, pipeline.slice(i)) : current;
}

const inMingo = (docs: Doc[], pipeline: Stage[]): Doc[] =>
  mingoAggregate(
    docs.map((d) => ({ ...d })),
    pipeline,
  ) as Doc[];

/** How many leading stages the fast path takes (0: the whole pipeline runs in mingo). */
export const fastStages = (pipeline: Stage[]): number => {
  let i = 0;
  while (i < pipeline.length && stageSupported(pipeline[i]!)) i++;
  return i;
};

/**
 * Runs a MongoDB pipeline over the documents: its leading stages of the shapes above as plain
 * loops and the rest in mingo; the whole of it in mingo when a value is one the loops would read
 * differently from MongoDB. The documents are not changed.
 */
export function aggregateDocs(docs: Doc[], pipeline: Stage[]): Doc[] {
  if (fastStages(pipeline) === 0) return inMingo(docs, pipeline);
  try {
    return runFast(docs, pipeline);
  } catch (e) {
    if (e instanceof Unsupported) return inMingo(docs, pipeline);
    throw e;
  }
}
