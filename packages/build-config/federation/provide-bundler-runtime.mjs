// A federation runtime plugin of the shell (added by rspack.mjs to the host's build). The shell
// already hands its federation runtime core to the remotes (`provideExternalRuntime`); this hands
// them its bundler runtime too: the functions that load remotes and shared modules. Without it
// every remote entry carries its own copy, about 35 KB minified (9 KB brotli), and the home page
// loads two remote entries. The functions take the container's `__webpack_require__` as an
// argument and keep no state of their own; the state (share scope, options) stays per container
// (see use-host-bundler-runtime.mjs).
export const hostBundlerRuntimeKey = '__TYRE_FEDERATION_BUNDLER_RUNTIME__';

export default function provideBundlerRuntime() {
  return {
    name: 'tyre-provide-bundler-runtime',
    beforeInit(args) {
      const { bundlerRuntime, attachShareScopeMap } = __webpack_require__.federation;
      globalThis[hostBundlerRuntimeKey] = { bundlerRuntime, attachShareScopeMap };
      return args;
    },
  };
}
