// What the static server needs to put the first route's whole chain into the shell's `<head>`,
// read from the build's own chunk graph: the chunks the entry loads lazily (the shell's bootstrap:
// layout and routes), the chunks each shared package's provided copy needs, each language's
// dictionary chunk and each language's font (web-kit's Bengali font). Written as
// `preload-manifest.json` beside `mf-manifest.json`.
import rspack from '@rspack/core';
import { preloadManifestFile } from './runtime-config.mjs';

/** `provide shared module (default) react-dom@19.3.1 = /…/react-dom/index.js` → `react-dom`. */
const providePattern = /^provide shared module \([^)]*\) (.+?)@[^@\s]+ = /;
/** A dictionary file: `src/messages/<language>.json` (one chunk per language, see web-kit `defineDictionary`). */
const dictionaryPattern = /(?:^|\/)src\/messages\/([a-z]{2,3})\.json$/;
/** A font of one language: `<name>.<language>.woff2` (web-kit's `src/i18n/fonts/noto-sans-bengali.bn.woff2`). */
const fontPattern = /\.([a-z]{2,3})\.woff2$/;

/**
 * @typedef {{ js: string[], css: string[] }} Files
 * @typedef {{ initial: Files, entry: Files, shared: Record<string, Files>, dictionaries: Record<string, Files>, fonts: Record<string, string[]> }} PreloadManifest
 */

/** @returns {Files} */
const files = () => ({ js: [], css: [] });

/** @param {Files} into @param {readonly string[]} names */
function add(into, names) {
  for (const name of names) {
    if (name.endsWith('.js') && !into.js.includes(name)) into.js.push(name);
    else if (name.endsWith('.css') && !into.css.includes(name)) into.css.push(name);
  }
}

/**
 * The preload manifest of a compilation, from its stats (chunks with their origins and modules):
 * `initial`: the entry's own files (the page's script tags); `entry`: what the entry module loads
 * with `import()` (the shell's bootstrap: layout, routes); `shared`: per shared package, the chunks
 * its provided copy needs; `dictionaries`: per language, the dictionary chunks; `fonts`: per
 * language, the font files that only that language uses (preloaded only in it).
 * @param {{ chunks?: Array<{ files?: string[], initial?: boolean, origins?: Array<{ moduleName?: string, request?: string }>, modules?: Array<{ name?: string, nameForCondition?: string }> }>, assets?: Array<{ name: string, info?: { sourceFilename?: string } }>, entrypoints?: Record<string, { chunks?: unknown[] }> }} stats
 * @param {readonly string[]} entryModules the entry modules (`./src/index.ts`) whose `import()`s start the app
 * @returns {PreloadManifest}
 */
export function preloadManifestFromStats(stats, entryModules) {
  /** @type {PreloadManifest} */
  const manifest = { initial: files(), entry: files(), shared: {}, dictionaries: {}, fonts: {} };
  for (const chunk of stats.chunks ?? []) {
    const names = chunk.files ?? [];
    if (!names.length) continue;
    if (chunk.initial) {
      // the page's own script tags (the shell's main.js)
      add(manifest.initial, names);
      continue;
    }
    for (const origin of chunk.origins ?? []) {
      const from = origin.moduleName ?? '';
      const provided = providePattern.exec(from)?.[1];
      if (provided) add((manifest.shared[provided] ??= files()), names);
      else if (entryModules.includes(from) && origin.request) add(manifest.entry, names);
    }
    for (const module of chunk.modules ?? []) {
      const language = dictionaryPattern.exec(module.nameForCondition ?? module.name ?? '')?.[1];
      if (language) add((manifest.dictionaries[language] ??= files()), names);
    }
  }
  for (const asset of stats.assets ?? []) {
    const language = fontPattern.exec(asset.info?.sourceFilename ?? '')?.[1];
    if (language) (manifest.fonts[language] ??= []).push(asset.name);
  }
  // a dictionary chunk is never part of the entry's own chain (only the shown language's is needed)
  const dictionaryFiles = new Set(Object.values(manifest.dictionaries).flatMap((f) => [...f.js, ...f.css]));
  manifest.entry.js = manifest.entry.js.filter((name) => !dictionaryFiles.has(name));
  manifest.entry.css = manifest.entry.css.filter((name) => !dictionaryFiles.has(name));
  return manifest;
}

/** Emits `preload-manifest.json` (production builds of the shell and of each remote's federated part). */
export class PreloadManifestPlugin {
  /** @param {{ entryModules?: string[] }} [options] */
  constructor({ entryModules = ['./src/index.ts'] } = {}) {
    this.entryModules = entryModules;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('tyre-preload-manifest', (compilation) => {
      compilation.hooks.processAssets.tap(
        // after the content hashes are final (file names in the stats are the real ones)
        { name: 'tyre-preload-manifest', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const stats = compilation.getStats().toJson({
            all: false,
            chunks: true,
            chunkModules: true,
            chunkOrigins: true,
          });
          // the assets with their source (the stats group them by status instead)
          const assets = compilation.getAssets().map(({ name, info }) => ({ name, info }));
          const manifest = preloadManifestFromStats({ ...stats, assets }, this.entryModules);
          compilation.emitAsset(
            preloadManifestFile,
            new rspack.sources.RawSource(JSON.stringify(manifest, null, 2)),
          );
        },
      );
    });
  }
}
