// `pnpm --filter ./packages/web-kit fonts`: makes the Bengali font the site serves
// (src/i18n/fonts/noto-sans-bengali.bn.woff2) from the source font and the site's Bangla text.
// Run it after adding Bangla text with a conjunct the font lacks (the web-kit test
// `bengali-font-subset` says so) and commit the file it writes.
import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import {
  corpusFiles,
  corpusWords,
  repoRoot,
  sourceFontFile,
  subsetBengaliFont,
  subsetClusters,
  subsetFontFile,
} from './bengali-font';

const source = readFileSync(sourceFontFile);
const subset = await subsetBengaliFont(source, subsetClusters());
writeFileSync(subsetFontFile, subset);
console.log(
  `${relative(repoRoot, subsetFontFile)}: ${(subset.byteLength / 1024).toFixed(1)} KB ` +
    `(source ${(source.byteLength / 1024).toFixed(1)} KB), ` +
    `from ${corpusWords().length} Bengali words in ${corpusFiles().length} files`,
);
