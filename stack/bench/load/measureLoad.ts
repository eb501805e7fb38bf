import autocannon from "autocannon";
import type { LoadFigure, LoadTarget } from "./LoadTarget.ts";

export interface LoadBounds {
  readonly connections: number;
  readonly seconds: number;
}

/**
 * Sends the target's request over `connections` connections for `seconds` seconds (autocannon) and
 * reports requests/second, the 99th percentile latency and every error, wrong bodies included.
 */
export async function measureLoad(target: LoadTarget, bounds: LoadBounds): Promise<LoadFigure> {
  let wrongBodies = 0;
  let firstFault: string | undefined;
  const result = await autocannon({
    url: target.url,
    connections: bounds.connections,
    duration: bounds.seconds,
    requests: [
      {
        method: target.method ?? "GET",
        headers: { ...target.headers },
        ...(target.body !== undefined && { body: target.body }),
        onResponse: (status, body) => {
          const fault =
            status >= 200 && status < 300
              ? target.faultOf?.(body)
              : `status ${status}: ${body.slice(0, 200)}`;
          if (fault === undefined) return;
          if (status >= 200 && status < 300) wrongBodies += 1;
          firstFault ??= fault;
        },
      },
    ],
  });
  return {
    service: target.service,
    what: target.what,
    reference: target.reference ?? false,
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx + wrongBodies,
    firstFault,
  };
}
