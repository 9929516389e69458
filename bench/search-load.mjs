// Load generator for the HTTP benchmarks (bench/common.ts httpLoad), run in a worker thread so it
// does not share the server's event loop: autocannon against the given requests (`requests`:
// [{method, path, headers}], or plain `paths`), recording every response time (autocannon's own
// summary has p97.5 but no p95).
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';

const { url, connections, seconds, paths, requests } = workerData;
const latencies = [];
let non2xx = 0;
const instance = autocannon(
  {
    url,
    connections,
    duration: seconds,
    requests: requests ?? paths.map((path) => ({ method: 'GET', path })),
  },
  (error, result) => {
    if (error) throw error;
    parentPort.postMessage({
      latencies,
      non2xx,
      errors: result?.errors ?? 0,
    });
  },
);
instance.on('response', (_client, statusCode, _bytes, responseTime) => {
  latencies.push(responseTime);
  if (statusCode < 200 || statusCode >= 300) non2xx += 1;
});
