import { afterFirstPaint } from './app/after-first-paint';
import { startRemotesEarly } from './app/start-remotes';

// The first screen's remote starts loading at once; then an async boundary: shared singletons
// are negotiated before the app's code runs (after the first paint's picture, if the page has one).
const firstScreen = startRemotesEarly();
void afterFirstPaint()
  .then(() => import('./app/bootstrap'))
  .then(({ start }) => start(firstScreen));
