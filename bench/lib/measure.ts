// Latency (one client, sequential, keep-alive) and throughput (autocannon, 20 connections).
import http from 'node:http';
import autocannon from 'autocannon';

export interface Request {
  method?: 'GET' | 'POST' | 'PATCH';
  path: string;
  token?: string;
  body?: unknown;
}

export interface Response {
  status: number;
  body: string;
  ms: number;
}

export interface LatencyStats {
  n: number;
  /** server CPU time per request (user + system, from /proc): what the figures would be on an idle machine, roughly */
  cpuMs?: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  mean: number;
}

export interface ThroughputStats {
  connections: number;
  /** the server's peak RSS during this run, MB (when measured) */
  peakRssMb?: number;
  durationS: number;
  requests: number;
  reqPerSec: number;
  errors: number;
  non2xx: number;
  latencyP50: number;
  latencyP99: number;
}

export const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 100);
export const WARMUP = Number(process.env.BENCH_WARMUP ?? 10);
export const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
export const CONNECTIONS = 20;

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

function headers(token?: string, body?: string, withLength = true): Record<string, string> {
  return {
    accept: 'application/json',
    'x-source-client': 'backoffice-console',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    // autocannon computes the length itself
    ...(body !== undefined && withLength ? { 'content-length': String(Buffer.byteLength(body)) } : {}),
  };
}

/** One request on the single keep-alive connection; resolves with the status, the body and the time to the last byte. */
export function send(base: string, request: Request): Promise<Response> {
  const url = new URL(request.path, base);
  const body = request.body === undefined ? undefined : JSON.stringify(request.body);
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = http.request(url, { method: request.method ?? 'GET', agent, headers: headers(request.token, body) }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), ms });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

export function stats(samples: readonly number[]): LatencyStats {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
  const round = (x: number) => Math.round(x * 100) / 100;
  return {
    n: sorted.length,
    p50: round(at(0.5)),
    p95: round(at(0.95)),
    p99: round(at(0.99)),
    max: round(sorted.at(-1) ?? 0),
    mean: round(sorted.reduce((a, b) => a + b, 0) / (sorted.length || 1)),
  };
}

/**
 * `next()` gives the request to send (it may change from one call to the next, e.g. a rotating
 * refresh token); every answer must have the expected status. Warm-up answers are not counted.
 */
export async function latency(
  base: string,
  next: (i: number) => Request | Promise<Request>,
  options: { samples?: number; warmup?: number; expect?: number; after?: (response: Response) => void; cpu?: () => number } = {},
): Promise<LatencyStats> {
  const samples = options.samples ?? SAMPLES;
  const warmup = options.warmup ?? WARMUP;
  const times: number[] = [];
  let cpuStart = 0;
  for (let i = 0; i < warmup + samples; i++) {
    if (i === warmup && options.cpu) cpuStart = options.cpu();
    const request = await next(i);
    const response = await send(base, request);
    if (response.status !== (options.expect ?? 200)) {
      throw new Error(`${request.method ?? 'GET'} ${request.path}: ${response.status} ${response.body.slice(0, 300)}`);
    }
    options.after?.(response);
    if (i >= warmup) times.push(response.ms);
  }
  const result = stats(times);
  if (options.cpu) result.cpuMs = Math.round(((options.cpu() - cpuStart) / samples) * 100) / 100;
  return result;
}

/** autocannon with `connections` connections cycling through `requests` for `durationS` seconds. */
export async function throughput(base: string, requests: readonly Request[], options: { durationS?: number; connections?: number } = {}): Promise<ThroughputStats> {
  const durationS = options.durationS ?? DURATION_S;
  const connections = options.connections ?? CONNECTIONS;
  const result = await autocannon({
    url: base,
    connections,
    duration: durationS,
    requests: requests.map((r) => {
      const body = r.body === undefined ? undefined : JSON.stringify(r.body);
      return { method: r.method ?? 'GET', path: r.path, headers: headers(r.token, body, false), body };
    }),
  });
  return {
    connections,
    durationS,
    requests: result.requests.total,
    reqPerSec: Math.round(result.requests.average),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    latencyP50: result.latency.p50,
    latencyP99: result.latency.p99,
  };
}

/**
 * For calls that cannot be replayed (a refresh token works once): `connections` loops, each with its
 * own state, for `durationS` seconds; each loop has its own keep-alive connection.
 */
export async function concurrentLoops(
  base: string,
  step: (loop: number, send: (request: Request) => Promise<Response>) => Promise<void>,
  options: { durationS?: number; connections?: number } = {},
): Promise<ThroughputStats> {
  const durationS = options.durationS ?? DURATION_S;
  const connections = options.connections ?? CONNECTIONS;
  const deadline = Date.now() + durationS * 1000;
  let requests = 0;
  let errors = 0;
  const times: number[] = [];
  const started = Date.now();
  await Promise.all(
    Array.from({ length: connections }, async (_, loop) => {
      const own = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const sendOwn = (request: Request) => sendWith(own, base, request);
      while (Date.now() < deadline) {
        try {
          await step(loop, async (request) => {
            const response = await sendOwn(request);
            requests++;
            times.push(response.ms);
            if (response.status >= 300) errors++;
            return response;
          });
        } catch {
          errors++;
        }
      }
      own.destroy();
    }),
  );
  const elapsed = (Date.now() - started) / 1000;
  const latencies = stats(times);
  return {
    connections,
    durationS,
    requests,
    reqPerSec: Math.round(requests / elapsed),
    errors,
    non2xx: errors,
    latencyP50: latencies.p50,
    latencyP99: latencies.p99,
  };
}

function sendWith(own: http.Agent, base: string, request: Request): Promise<Response> {
  const url = new URL(request.path, base);
  const body = request.body === undefined ? undefined : JSON.stringify(request.body);
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = http.request(url, { method: request.method ?? 'GET', agent: own, headers: headers(request.token, body) }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), ms: Number(process.hrtime.bigint() - started) / 1e6 }));
      res.on('error', reject);
    });
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}
