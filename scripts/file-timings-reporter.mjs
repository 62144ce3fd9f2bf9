// A Vitest reporter that writes each test file's duration (its hooks included) as JSON lines to
// the file named by TEST_FILE_TIMINGS, for `pnpm test`'s list of the slowest files.
import { appendFileSync } from 'node:fs';
import { relative } from 'node:path';

export default class FileTimingsReporter {
  onTestModuleEnd(testModule) {
    const target = process.env.TEST_FILE_TIMINGS;
    if (!target) return;
    const { duration } = testModule.diagnostic();
    const file = relative(process.cwd(), testModule.moduleId);
    appendFileSync(target, `${JSON.stringify({ file, seconds: duration / 1000 })}\n`);
  }
}
