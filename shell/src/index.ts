import { startRemotesEarly } from './app/start-remotes';

// The first screen's remote starts loading at once; then an async boundary: shared singletons
// are negotiated before the app's code runs.
const firstScreen = startRemotesEarly();
void import('./app/bootstrap').then(({ start }) => start(firstScreen));
