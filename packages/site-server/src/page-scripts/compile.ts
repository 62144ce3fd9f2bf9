// Builds the page scripts (the TypeScript modules beside this file, run in the browser as inline
// scripts of the shell's page) into the minified bodies the site server writes. Run where the
// server's source runs (tests, `tsx`); its build (build.mjs) runs it once and puts the bodies into
// dist/index.js in its place, so that production needs no bundler.
import { buildSync } from 'esbuild';

/** Each page script: its module (beside this file) and the function it runs. */
export const pageScriptModules = {
  earlyData: 'early-data',
  pageLanguage: 'page-language',
  appCodeAfterPaint: 'app-code',
  holdBack: 'hold-back',
} as const;
export type PageScriptName = keyof typeof pageScriptModules;

/** Where a script's arguments go in its body (each argument is written as JSON). */
export const argumentsMark = '...__PAGE_SCRIPT_ARGUMENTS__';

/** The browsers the apps are built for (packages/build-config/rspack.mjs). */
const browsers = ['chrome109', 'firefox115', 'safari15.4'];

/**
 * The minified body of each page script: its function called with `argumentsMark`.
 * @param resolveDir the folder of the scripts' modules (this file's, unless said)
 */
export function compilePageScripts(
  resolveDir = new URL('.', import.meta.url).pathname,
): Record<PageScriptName, string> {
  const bodies = {} as Record<PageScriptName, string>;
  for (const [name, module] of Object.entries(pageScriptModules) as Array<[PageScriptName, string]>) {
    const built = buildSync({
      stdin: {
        contents: `import { ${name} } from './${module}';\n${name}(${argumentsMark});\n`,
        resolveDir,
        loader: 'ts',
        sourcefile: `${module}.entry.ts`,
      },
      bundle: true,
      write: false,
      format: 'iife',
      minify: true,
      target: browsers,
      legalComments: 'none',
      logLevel: 'silent',
    });
    bodies[name] = built.outputFiles[0]!.text.trim();
  }
  return bodies;
}
