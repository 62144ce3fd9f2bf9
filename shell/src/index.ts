import { startRemotesEarly } from './app/start-remotes';

/** A task of its own for what follows: the main thread is free in between (a tap, a scroll, a paint). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The largest shared modules, evaluated one by one before the first screen's remote module and the
 * bootstrap (which then find them ready): each is 25 to 45 ms of an emulated phone's main thread,
 * and evaluated by whichever came first they made tasks of 100 to 165 ms.
 */
const sharedFirst = [
  () => import('react-dom/client'),
  () => import('i18next'),
  () => import('@tyre/web-kit'),
];

async function evaluateSharedFirst() {
  for (const load of sharedFirst) {
    await nextTask();
    await load();
  }
}

// The app starts in slices, each a task of its own, so that no one task holds a phone's main
// thread for long (docs/architecture.md, "When the code starts"): the federation runtime (this
// script); the remotes registered; the largest shared modules; the first screen's remote module
// (its files already on their way: the page preloads them); then the bootstrap. Each import is an
// async boundary: shared singletons are negotiated before the app's code runs.
async function startInSlices() {
  await nextTask();
  const shared = evaluateSharedFirst();
  const firstScreen = startRemotesEarly(shared);
  await shared;
  await nextTask();
  const { start } = await import('./app/bootstrap');
  await start(firstScreen);
}

void startInSlices();
