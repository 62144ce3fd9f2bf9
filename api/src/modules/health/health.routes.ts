import { Router } from 'express';
import type { ApiModule, AppContext } from '../../context';

export function healthModule(ctx: AppContext): ApiModule {
  const router = Router();
  router.get('/health', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/health/ready', async (_req, res) => {
    try {
      await Promise.race([
        ctx.store.ping(),
        new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 2000).unref()),
      ]);
      res.json({ status: 'ok', store: ctx.store.kind });
    } catch {
      res.status(503).json({ message: 'The data store is not reachable', code: 'unavailable' });
    }
  });
  return { name: 'health', router };
}
