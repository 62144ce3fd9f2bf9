import { renderStandalone } from '@tyre/web-kit/standalone';
import { routes } from './routes';

void renderStandalone({ name: 'content', routes });
