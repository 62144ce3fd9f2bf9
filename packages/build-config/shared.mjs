// The one list of Module Federation shared singletons. Every app (shell and remotes) builds with
// exactly this list; the version ranges come from one place: @tyre/web-kit's peerDependencies.
import { readFileSync } from 'node:fs';

const webKitPackage = JSON.parse(readFileSync(new URL('../web-kit/package.json', import.meta.url), 'utf8'));
const peers = webKitPackage.peerDependencies;

/** The workspace packages shared as singletons need a real range, not `workspace:*` (docs/build-notes.md, note 2). */
const workspaceRange = '^1.0.0';

/** name → the package whose version range applies (subpath entries follow their package: note 1). */
const sharedNames = {
  react: 'react',
  'react/jsx-runtime': 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
  'react-router-dom': 'react-router-dom',
  jotai: 'jotai',
  antd: 'antd',
  'react-toastify': 'react-toastify',
  axios: 'axios',
  // the one i18n instance lives in @tyre/web-kit; every app must see the same i18next
  i18next: 'i18next',
};

/** @returns {Record<string, { singleton: true, requiredVersion: string }>} */
export function sharedSingletons() {
  /** @type {Record<string, { singleton: true, requiredVersion: string }>} */
  const shared = {};
  for (const [name, pkg] of Object.entries(sharedNames)) {
    const range = peers[pkg];
    if (!range) throw new Error(`@tyre/web-kit has no peer dependency range for ${pkg}`);
    shared[name] = { singleton: true, requiredVersion: range };
  }
  shared['@tyre/web-kit'] = { singleton: true, requiredVersion: workspaceRange };
  shared['@tyre/contracts'] = { singleton: true, requiredVersion: workspaceRange };
  return shared;
}
