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
  // the one i18n instance lives in @tyre/web-kit; every app must see the same i18next
  i18next: 'i18next',
};

/**
 * The react-router-dom exports the apps' browser code imports (the shared copy holds only these).
 * The shell routes in the declarative mode (BrowserRouter + useRoutes), not the data router
 * (createBrowserRouter + RouterProvider): the shaken copy is then 44 KB minified, 14 KB brotli,
 * instead of 98 KB and 29 KB. Add a name here before importing it in an app (component
 * tests run without federation and may import anything).
 */
export const routerExports = Object.freeze([
  'BrowserRouter',
  'Link',
  'NavLink',
  'Navigate',
  'Outlet',
  'Route',
  'Routes',
  'useRoutes',
  'useLocation',
  'useNavigate',
  'useParams',
  'useSearchParams',
]);

/** @returns {Record<string, { singleton: true, requiredVersion: string, treeShaking?: object }>} */
export function sharedSingletons() {
  /** @type {Record<string, { singleton: true, requiredVersion: string, treeShaking?: object }>} */
  const shared = {};
  for (const [name, pkg] of Object.entries(sharedNames)) {
    const range = peers[pkg];
    if (!range) throw new Error(`@tyre/web-kit has no peer dependency range for ${pkg}`);
    shared[name] = { singleton: true, requiredVersion: range };
  }
  // Shared tree shaking: every app builds the same shaken react-router-dom holding exactly these
  // exports, so whichever app provides the singleton has what every remote imports
  // (docs/build-notes.md; a test fails when an app imports a name missing here).
  shared['react-router-dom'].treeShaking = { mode: 'runtime-infer', usedExports: [...routerExports] };
  shared['@tyre/web-kit'] = { singleton: true, requiredVersion: workspaceRange };
  shared['@tyre/contracts'] = { singleton: true, requiredVersion: workspaceRange };
  return shared;
}
