// autocannon's setupRequest for POST /orders, loaded by its worker thread: each request a new
// cart (one unit of the next product of BENCH_ORDER_PRODUCTS), a new mobile number and a new
// Idempotency-Key, as real checkouts would send.
/* global process, module */
'use strict';

const ids = (process.env.BENCH_ORDER_PRODUCTS || '').split(',');
const tag = Math.random().toString(36).slice(2, 8);
let n = 0;

module.exports = function setupRequest(req) {
  n += 1;
  const mobile = '013' + String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
  req.headers = { ...req.headers, 'idempotency-key': `bench-${tag}-${n}` };
  req.body = JSON.stringify({
    items: [{ product: ids[n % ids.length], quantity: 1 }],
    customer: {
      name: 'Bench Buyer',
      address: 'House 1, Road 1',
      thana: 'Gulshan',
      district: n % 2 ? 'Dhaka' : 'Sylhet',
      mobileNumber: mobile,
    },
  });
  return req;
};
