// The bench's figures as run.ts gathers them and report.ts writes them: apart from both, so neither imports the other.
import type { IdleResult } from './idle';
import type { FirstLoad } from './firstLoad';
import type { LighthouseScore } from './lighthouse';
import type { LoadResult } from './load';

export interface LoadRow extends LoadResult {
  name: string;
  kind: 'page' | 'call';
  /** 'list' pages have a latency budget too. */
  list?: boolean;
  ceiling: LoadResult & { file: string };
}

export interface ServerRun {
  database: string;
  catalogue: string;
  rows: LoadRow[];
  rss: { peakMb: number; afterMb: number };
}

export interface Results {
  startedAt: string;
  finishedAt?: string;
  machine: { cpus: number; model: string; loadAverage: number[]; node: string };
  seconds: number;
  connections: number;
  runs: ServerRun[];
  /** Processor time of a freshly started server with no request, per database (bench/idle.ts). */
  idle: ({ database: string } & IdleResult)[];
  lighthouse: LighthouseScore[];
  firstLoad: FirstLoad[];
  notes: string[];
}
