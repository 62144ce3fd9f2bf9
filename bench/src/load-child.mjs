// A read load fired from a child process (not a worker thread), so that the parent's CPU time is
// the API's alone: reads the options as JSON from stdin (a list of 5,000 requests is too long for
// an argument), prints autocannon's result as JSON.
import fs from 'node:fs';
import autocannon from 'autocannon';

const options = JSON.parse(fs.readFileSync(0, 'utf8'));
const result = await autocannon(options);
process.stdout.write(JSON.stringify(result));
