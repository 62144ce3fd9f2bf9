// The embedded store's fast path against mingo, which it stands in for: the same answers for the
// reports' pipelines over varied orders, for the edge values it must read as MongoDB does, and
// for the values it hands back to mingo.
import type { Order, OrderStatus } from '@tyre/contracts';
import { aggregate as mingo } from 'mingo';
import { describe, expect, it } from 'vitest';
import { reportKeys } from '../../../modules/orders/report-keys';
import {
  salesCsvPipeline,
  salesPipeline,
  soldProductsPipeline,
  summaryPipeline,
} from '../../../modules/reports/report-pipelines';
import { aggregateDocs, fastStages } from '../native-pipeline';

type Doc = Record<string, unknown>;
const HOUR = 3600_000;
const DISTRICTS = ['Dhaka', 'Khulna', 'Sylhet', 'Chattogram'];
const STATUSES: OrderStatus[] = [
  'payment_review',
  'pending',
  'processing',
  'shipped',
  'completed',
  'cancelled',
];

/** A small deterministic random source. */
function random(seed: number) {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
}

/** Orders over ten days around a month's end, every status, 1 to 3 lines, some without report keys. */
function orders(n: number): Doc[] {
  const rnd = random(7);
  const start = Date.parse('2025-05-27T00:00:00.000Z');
  return Array.from({ length: n }, (_, i) => {
    const createdAt = new Date(start + Math.floor(rnd() * 10 * 24) * HOUR + i * 1000).toISOString();
    const status = STATUSES[Math.floor(rnd() * STATUSES.length)]!;
    const items = Array.from({ length: 1 + Math.floor(rnd() * 3) }, () => {
      const p = 1 + Math.floor(rnd() * 5);
      const quantity = 1 + Math.floor(rnd() * 4);
      return {
        product: `a0000000000000000000000${p}`,
        title: `Tyre ${p}`,
        // some products' lines keep a Bangla title, others none (the report reads it as null)
        ...(p % 2 ? { titleBn: `টায়ার ${p}` } : {}),
        slug: `tyre-${p}`,
        quantity,
        regularPrice: 100 * p,
        unitPrice: 100 * p,
        lineTotal: 100 * p * quantity,
        shipping: 50 * quantity,
      };
    });
    const bkash = rnd() < 0.5;
    const history: Order['history'] = [
      { from: null, to: bkash ? 'payment_review' : 'pending', by: null, at: createdAt },
    ];
    const after = (h: number) => new Date(Date.parse(createdAt) + h * HOUR).toISOString();
    if (bkash && status !== 'payment_review')
      history.push({ from: 'payment_review', to: 'pending', by: null, at: after(1 + Math.floor(rnd() * 9)) });
    if (status === 'completed')
      history.push({ from: 'shipped', to: 'completed', by: null, at: after(20 + Math.floor(rnd() * 40)) });
    const total = items.reduce((s, l) => s + l.lineTotal + l.shipping, 0);
    const order: Doc = {
      _id: (0xb0000000 + i).toString(16).padStart(24, '0'),
      reference: `TB-25${String(i).padStart(4, '0')}`,
      items,
      customer: { name: `Customer ${i}`, district: DISTRICTS[Math.floor(rnd() * DISTRICTS.length)] },
      payment: { paymentType: bkash ? 'bKash' : 'Cash on Delivery' },
      total,
      status,
      history,
      createdAt,
    };
    return order;
  }).map((o) => ({ ...o, report: reportKeys(o as unknown as Order) }));
}

/** mingo over copies of the documents (it may change what it is given). */
const viaMingo = (docs: Doc[], pipeline: Doc[]) => mingo(structuredClone(docs), pipeline) as Doc[];

/** Group rows in a fixed order (neither engine promises one). */
const byId = (rows: unknown) =>
  [...(rows as Doc[])].sort((a, b) => (JSON.stringify(a._id) < JSON.stringify(b._id) ? -1 : 1));

const RANGE = { start: '2025-05-31T18:00:00.000Z', end: '2025-06-04T18:00:00.000Z' };

describe('the embedded fast path for pipelines', () => {
  const docs = orders(400);

  /** The answers of both for a report pipeline (the summary's facets in a fixed order). */
  function bothOf(input: Doc[], pipeline: Doc[]) {
    const [fast, slow] = [aggregateDocs(input, pipeline), viaMingo(input, pipeline)];
    if (!('$facet' in pipeline.at(-1)!)) return [fast, slow];
    const fixed = ([row]: Doc[]) => {
      const f = row as Record<string, Doc[]>;
      const ms = (rows: Doc[]) => [...((rows[0]?.ms as number[]) ?? [])].sort((x, y) => x - y);
      return {
        byKind: byId(f.byKind),
        byProduct: byId(f.byProduct),
        verification: ms(f.verification!),
        completion: ms(f.completion!),
      };
    };
    return [fixed(fast), fixed(slow)];
  }

  it('when the reports run over varied orders, then each answer is the one mingo gives, and the fast path ran', () => {
    const before = structuredClone(docs);
    for (const pipeline of [
      salesPipeline(RANGE, 'day'),
      salesPipeline(RANGE, 'week'),
      salesPipeline(RANGE, 'month'),
      soldProductsPipeline(RANGE),
      salesCsvPipeline(RANGE),
      summaryPipeline(RANGE),
    ]) {
      expect(fastStages(pipeline)).toBeGreaterThan(1);
      const [fast, slow] = bothOf(docs, pipeline);
      expect(JSON.stringify(fast).length).toBeGreaterThan(100);
      expect(fast).toEqual(slow);
    }
    const summary = summaryPipeline(RANGE);
    expect(fastStages(summary)).toBe(summary.length);
    const [fast] = bothOf(docs, summary) as { verification: number[]; completion: number[] }[];
    expect(fast!.verification.length).toBeGreaterThan(10);
    expect(fast!.completion.length).toBeGreaterThan(10);
    // the stored documents are left as they were
    expect(docs).toEqual(before);
  });

  it('when some orders lack their report keys, then the answers are still the ones mingo gives', () => {
    const mixed = docs.map((d, i) => {
      if (i % 7) return d;
      const { report, ...old } = d;
      void report;
      return old;
    });
    for (const pipeline of [salesPipeline(RANGE, 'day'), summaryPipeline(RANGE), salesCsvPipeline(RANGE)]) {
      const [fast, slow] = bothOf(mixed, pipeline);
      expect(fast).toEqual(slow);
    }
  });

  it('when a match meets null, missing fields, other types and arrays, then it matches what mingo matches', () => {
    const odd: Doc[] = [
      { _id: 1, n: 5, s: 'b', t: null },
      { _id: 2, n: '5', s: 'a' },
      { _id: 3, s: null, t: 3 },
      { _id: 4, n: 7.5, s: 'c', t: [1, 2] },
      { _id: 5, n: -1, nested: { x: 'q' } },
      { _id: 6, n: 0, nested: [{ x: 'q' }] },
    ];
    for (const match of [
      { n: { $gte: 3 } },
      { n: { $lt: '6' } },
      { t: null },
      { s: { $ne: 'a' } },
      { s: { $in: ['a', null] } },
      { s: { $nin: ['a', 'b'] } },
      { t: { $exists: false } },
      { 'nested.x': 'q' },
      { t: 2 },
      { n: { $gt: 0, $lte: 7.5 } },
    ]) {
      const pipeline = [{ $match: match }, { $project: { _id: 1 } }];
      expect(aggregateDocs(odd, pipeline), JSON.stringify(match)).toEqual(viaMingo(odd, pipeline));
    }
  });

  it('when sorting and grouping meet missing values and mixed types, then the answer is the one mingo gives', () => {
    const odd: Doc[] = [
      { _id: 1, k: 'b', v: 2, w: 'x' },
      { _id: 2, k: null, v: 'text', w: 'y' },
      { _id: 3, v: 4 },
      { _id: 4, k: 3, v: 1, w: 'a' },
      { _id: 5, k: 'b', v: null, w: 'z' },
    ];
    // an array where the fast path reads single values: mingo answers the whole pipeline
    const withArray = [...odd, { _id: 6, k: ['b'], v: 1 }];
    const pipelines = [
      [{ $sort: { k: 1, _id: -1 } }],
      [{ $match: { _id: { $lt: 6 } } }, { $sort: { k: -1, _id: 1 } }],
      [
        {
          $group: { _id: '$k', n: { $sum: 1 }, v: { $sum: '$v' }, top: { $max: '$w' }, low: { $min: '$w' } },
        },
      ],
      [{ $group: { _id: { k: '$k', w: '$w' }, n: { $sum: 1 } } }],
      [{ $group: { _id: null, all: { $push: '$v' }, first: { $first: '$w' } } }],
      [{ $unwind: '$k' }, { $group: { _id: '$k', n: { $sum: 1 } } }],
      [{ $skip: 1 }, { $limit: 3 }, { $project: { _id: 0, v: '$v', w: 1 } }],
    ];
    for (const pipeline of pipelines) {
      expect(fastStages(pipeline)).toBe(pipeline.length);
      expect(byId(aggregateDocs(odd, pipeline)), JSON.stringify(pipeline)).toEqual(
        byId(viaMingo(odd, pipeline)),
      );
    }
    for (const pipeline of pipelines)
      expect(byId(aggregateDocs(withArray, pipeline)), JSON.stringify(pipeline)).toEqual(
        byId(viaMingo(withArray, pipeline)),
      );
  });
});
