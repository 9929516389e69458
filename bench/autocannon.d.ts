/** Minimal types for the parts of autocannon 8 the benchmarks use (no @types package installed). */
declare module 'autocannon' {
  interface Histogram {
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
  }
  interface Result {
    latency: Histogram;
    requests: { average: number };
    errors: number;
    non2xx: number;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    requests?: { method?: string; path: string }[];
  }
  export default function autocannon(options: Options): Promise<Result>;
}
