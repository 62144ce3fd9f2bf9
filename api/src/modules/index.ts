import type { ApiModule, AppContext } from '../context';
import { authModule } from './auth/auth.routes';
import { contactModule } from './contact/contact.routes';
import { filesModule } from './files/files.routes';
import { healthModule } from './health/health.routes';
import { newsModule } from './news/news.routes';

/** Every resource module, in seeding order. */
export function createModules(ctx: AppContext): ApiModule[] {
  return [healthModule(ctx), filesModule(ctx), authModule(ctx), contactModule(ctx), newsModule(ctx)];
}
