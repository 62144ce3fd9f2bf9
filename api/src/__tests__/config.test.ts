import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';

describe('config', () => {
  it('when nothing is set, then the defaults apply (port 4000, ./data, embedded store)', () => {
    const c = loadConfig({});
    expect(c.port).toBe(4000);
    expect(c.dataDir).toMatch(/data$/);
    expect(c.mongodbUri).toBeUndefined();
    expect(c.seedDemo).toBe(false);
    expect(c.admin).toBeUndefined();
  });

  it('when variables are bad, then one error names each of them', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        MONGODB_URI: 'postgres://x',
        ADMIN_EMAIL: 'nope',
        SEED_DEMO: 'yes',
        CORS_ORIGINS: 'not a url',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    for (const name of ['PORT', 'MONGODB_URI', 'ADMIN_EMAIL', 'SEED_DEMO', 'CORS_ORIGINS'])
      expect(message).toContain(`${name}:`);
  });

  it('when TRUST_PROXY is unset, then no proxy is trusted; a count is taken; anything else is named', () => {
    expect(loadConfig({}).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY:/);
    expect(() => loadConfig({ TRUST_PROXY: '-1' })).toThrow(/TRUST_PROXY:/);
  });

  it('when MONGODB_URI is set without JWT_SECRET, then JWT_SECRET is named', () => {
    expect(() => loadConfig({ MONGODB_URI: 'mongodb://127.0.0.1:27017/tyre' })).toThrow(
      /JWT_SECRET: is required/,
    );
  });

  it('when only one of ADMIN_EMAIL and ADMIN_PASSWORD is set, then the missing one is named', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@b.com' })).toThrow(/ADMIN_PASSWORD/);
  });

  it('when PASSWORD_COST is unset, then new hashes cost 2^17; a set one is used, and one out of 10 to 20 is named', () => {
    expect(loadConfig({}).passwordCost).toBe(17);
    expect(loadConfig({ PASSWORD_COST: '12' }).passwordCost).toBe(12);
    expect(() => loadConfig({ PASSWORD_COST: '8' })).toThrow(/PASSWORD_COST: must be 10 or more/);
    expect(() => loadConfig({ PASSWORD_COST: 'high' })).toThrow(/PASSWORD_COST: must be a number/);
  });

  it('when CORS_ORIGINS lists origins, then they are used', () => {
    expect(loadConfig({ CORS_ORIGINS: 'http://a.test, https://b.test' }).corsOrigins).toEqual([
      'http://a.test',
      'https://b.test',
    ]);
  });
});

describe('config: order placement limits', () => {
  it('when the limits are not set, then 30 per 10 minutes per address and 5 per hour per number; set, they are read; bad, they are named', () => {
    expect(loadConfig({}).orderLimits).toEqual({
      perAddress: { max: 30, windowSeconds: 600 },
      perMobile: { max: 5, windowSeconds: 3600 },
    });
    expect(loadConfig({ ORDER_LIMIT_PER_ADDRESS: '100/60' }).orderLimits.perAddress).toEqual({
      max: 100,
      windowSeconds: 60,
    });
    expect(() => loadConfig({ ORDER_LIMIT_PER_MOBILE: '5 per hour' })).toThrow(
      /ORDER_LIMIT_PER_MOBILE: must look like 30\/600/,
    );
  });
});
