// The shell page's own inline scripts (TypeScript modules beside this file, built by compile.ts):
// the early API request, the language's preloads and marks, the code started after the first
// paint, the presses held back on it. Each is written by `ownScript`, so the page's policy allows
// it by its hash and nothing else.
import { inlineJson } from '../html';
import { ownScript, type OwnScript } from '../page-policy';
import type { appCodeAfterPaint } from './app-code';
import { argumentsMark, compilePageScripts, type PageScriptName } from './compile';
import type { earlyData } from './early-data';
import type { holdBack } from './hold-back';
import type { pageLanguage } from './page-language';

const bodies = compilePageScripts();

interface Scripts {
  earlyData: typeof earlyData;
  pageLanguage: typeof pageLanguage;
  appCodeAfterPaint: typeof appCodeAfterPaint;
  holdBack: typeof holdBack;
}

/** The inline script `name` called with `args` (written as JSON), with its hash. */
export function pageScript<N extends PageScriptName>(name: N, ...args: Parameters<Scripts[N]>): OwnScript {
  const body = bodies[name];
  const at = body.indexOf(argumentsMark);
  if (at < 0 || body.indexOf(argumentsMark, at + 1) >= 0)
    throw new Error(`page script ${name}: its arguments' place is not found once`);
  return ownScript(
    body.slice(0, at) + args.map(inlineJson).join(',') + body.slice(at + argumentsMark.length),
  );
}

/** The size of each script's code (its arguments left out), for the tests and the docs. */
export const pageScriptBytes = Object.fromEntries(
  Object.entries(bodies).map(([name, body]) => [name, body.length - argumentsMark.length]),
) as Record<PageScriptName, number>;
