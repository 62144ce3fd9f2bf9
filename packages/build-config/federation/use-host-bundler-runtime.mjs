// What a remote's federated build (rspack.mjs) puts in place of @module-federation/webpack-bundler-runtime:
// the same `federation` object that package exports, made of the shell's functions
// (provide-bundler-runtime.mjs) and of fresh per-container state, so that no two containers
// share a share scope or options. Only `initContainerEntry` (a remote's own, 2 KB) is left out
// of the shell's build, which exposes nothing, and is taken from the package here.
import * as runtime from '@module-federation/runtime';
import { initContainerEntry } from 'tyre-webpack-bundler-runtime-dist/initContainerEntry.js';
import { hostBundlerRuntimeKey } from './provide-bundler-runtime.mjs';

const host = globalThis[hostBundlerRuntimeKey];
if (!host) {
  throw new Error(
    'This remote entry runs inside the shell, which provides the federation runtime (open the remote through the shell, or its own page under /standalone/)',
  );
}

const federation = {
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...host.bundlerRuntime, initContainerEntry, S: {} },
  attachShareScopeMap: host.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};

export default federation;
