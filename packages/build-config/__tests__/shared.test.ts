import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routerExports, sharedSingletons } from '../shared.mjs';
import { createAppConfig } from '../rspack.mjs';

const webKit = JSON.parse(readFileSync(new URL('../../web-kit/package.json', import.meta.url), 'utf8')) as {
  peerDependencies: Record<string, string>;
};
const peers = webKit.peerDependencies;

describe('the shared singletons', () => {
  it('when built, then every library shared by the apps is a singleton with the range of web-kit’s peerDependencies', () => {
    const shared = sharedSingletons();
    const expected: Record<string, string> = {
      react: 'react',
      'react/jsx-runtime': 'react',
      'react-dom': 'react-dom',
      'react-dom/client': 'react-dom',
      'react-router-dom': 'react-router-dom',
      jotai: 'jotai',
      antd: 'antd',
      'react-toastify': 'react-toastify',
      i18next: 'i18next',
    };
    for (const [name, pkg] of Object.entries(expected)) {
      expect(peers[pkg], `web-kit peer ${pkg}`).toBeTruthy();
      expect(shared[name], name).toMatchObject({ singleton: true, requiredVersion: peers[pkg] });
    }
    // every web-kit peer is shared (a peer that is not shared would load twice)
    for (const pkg of Object.keys(peers)) expect(Object.keys(shared)).toContain(pkg);
  });

  it('when built, then the workspace packages are singletons with a real range (^1.0.0), never workspace:*', () => {
    const shared = sharedSingletons();
    expect(shared['@tyre/web-kit']).toEqual({ singleton: true, requiredVersion: '^1.0.0' });
    expect(shared['@tyre/contracts']).toEqual({ singleton: true, requiredVersion: '^1.0.0' });
    expect(Object.values(shared).every((entry) => !entry.requiredVersion.startsWith('workspace:'))).toBe(
      true,
    );
    expect(Object.keys(shared)).toHaveLength(11);
  });
});

/** The options a ModuleFederationPlugin was made with. */
function federationOptions(plugins: unknown[]): Record<string, unknown> {
  const plugin = plugins.find((p) => p && (p as object).constructor.name === 'ModuleFederationPlugin') as
    { _options: Record<string, unknown> } | undefined;
  if (!plugin) throw new Error('no ModuleFederationPlugin');
  return plugin._options;
}

describe('the config factory', () => {
  const dir = new URL('../../../mf-catalog/', import.meta.url);

  it('when a remote builds for production, then it is two compilations with their own output folders, the standalone one after the federated one', () => {
    const factory = createAppConfig({
      app: 'catalog',
      dir,
      title: 'Catalogue',
      exposes: { './x': './x.ts' },
    });
    const configs = factory({}, { mode: 'production' }) as Array<Record<string, any>>;
    expect(Array.isArray(configs)).toBe(true);
    const [federated, standalone] = configs;
    expect(federated?.name).toBe('catalog-federated');
    expect(standalone?.name).toBe('catalog-standalone');
    expect(standalone?.dependencies).toEqual(['catalog-federated']);
    expect(standalone?.output.path).toBe(`${federated?.output.path}/standalone`);
    expect(standalone?.output.publicPath).toBe('/standalone/');
    // the federated compilation never cleans the standalone folder
    const keep = federated?.output.clean.keep as (path: string) => boolean;
    expect(keep('standalone')).toBe(true);
    expect(keep('standalone/index.html')).toBe(true);
    expect(keep('standalone-not/x.js')).toBe(false);
    expect(keep('remoteEntry.js')).toBe(false);
    const options = federationOptions(federated?.plugins);
    expect(options.shared).toEqual(sharedSingletons());
    expect(options.filename).toBe('remoteEntry.js');
  });

  it('when the shell builds, then it is one compilation at / with the same shared map and no exposes', () => {
    const factory = createAppConfig({
      app: 'shell',
      dir: new URL('../../../shell/', import.meta.url),
      title: 'Shop',
    });
    const config = factory({}, { mode: 'production' }) as Record<string, any>;
    expect(Array.isArray(config)).toBe(false);
    expect(config.output.publicPath).toBe('/');
    const options = federationOptions(config.plugins);
    expect(options.shared).toEqual(sharedSingletons());
    expect(options.exposes).toBeUndefined();
  });
});

/**
 * Every source file of the apps and web-kit that a browser build holds (tests run without
 * federation; the first-paint renderers, `src/server/` and web-kit's `first-paint/server.tsx`, are
 * built apart, for the site server, with their own copy of everything).
 */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return ['node_modules', 'dist', '__tests__', 'testing', 'server'].includes(entry.name)
        ? []
        : sources(path);
    return /\.tsx?$/.test(entry.name) && !path.endsWith('/first-paint/server.tsx') ? [path] : [];
  });
}

describe('the tree-shaken react-router-dom', () => {
  it('when any app imports a react-router-dom name, then the shared copy keeps it (routerExports)', () => {
    const repo = new URL('../../../', import.meta.url).pathname;
    const dirs = ['shell', 'mf-catalog', 'mf-content', 'mf-checkout', 'mf-dashboard', 'packages/web-kit'];
    const imported = new Set<string>();
    for (const file of dirs.flatMap((dir) => sources(join(repo, dir, 'src')))) {
      const text = readFileSync(file, 'utf8');
      expect(text, `${file} imports react-router directly`).not.toMatch(/from\s+['"]react-router['"]/);
      expect(text, `${file} imports react-router-dom as a namespace`).not.toMatch(
        /import\s+\*\s+as\s+\w+\s+from\s+['"]react-router-dom['"]/,
      );
      for (const match of text.matchAll(
        /import\s+(type\s+)?\{([^}]*)\}\s+from\s+['"]react-router-dom['"]/g,
      )) {
        if (match[1]) continue;
        for (const part of match[2]!.split(',')) {
          const name = part.trim();
          if (name && !name.startsWith('type ')) imported.add(name.split(/\s+as\s+/)[0]!);
        }
      }
    }
    expect(imported.size).toBeGreaterThan(5);
    const missing = [...imported].filter((name) => !routerExports.includes(name));
    expect(missing, 'add these to routerExports in packages/build-config/shared.mjs').toEqual([]);
    expect(sharedSingletons()['react-router-dom']).toMatchObject({
      treeShaking: { mode: 'runtime-infer', usedExports: [...routerExports] },
    });
  });
});
