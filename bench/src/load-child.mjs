// A read load fired from a child process (not a worker thread), so that the parent's CPU time is
// the API's alone: reads the options as JSON from argv, prints autocannon's result as JSON.
import autocannon from 'autocannon';

const options = JSON.parse(process.argv[2]);
const result = await autocannon(options);
process.stdout.write(JSON.stringify(result));
