import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';

/**
 * Issue 26, "Load and memory": how long the event loop waits behind synchronous work (a handler, a job, a render).
 * One histogram for the process (perf_hooks.monitorEventLoopDelay, 10 ms resolution); its window starts when the
 * server is ready to listen (start-up work is not what requests wait behind) and again whenever a reader resets it.
 */
export interface EventLoopFigures {
  since: string;
  p50_ms: number;
  p99_ms: number;
  max_ms: number;
  mean_ms: number;
}

const RESOLUTION_MS = 10;
let histogram: IntervalHistogram | null = null;
let since = new Date();

function monitor(): IntervalHistogram {
  if (!histogram) {
    histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
    histogram.enable();
  }
  return histogram;
}

/** Starts the process's window now (the monitor runs from the first call on). */
export function resetEventLoopDelay(): void {
  monitor().reset();
  since = new Date();
}

/** The delays (beyond the sampling resolution) since the window started, in milliseconds. */
export function eventLoopDelay(): EventLoopFigures {
  const h = monitor();
  // the histogram counts the timer's whole period: what the loop added is beyond the resolution
  const ms = (nanoseconds: number) => Math.max(0, Math.round((nanoseconds / 1e6 - RESOLUTION_MS) * 10) / 10);
  const empty = h.count === 0;
  return {
    since: since.toISOString(),
    p50_ms: empty ? 0 : ms(h.percentile(50)),
    p99_ms: empty ? 0 : ms(h.percentile(99)),
    max_ms: empty ? 0 : ms(h.max),
    mean_ms: empty ? 0 : ms(h.mean),
  };
}
