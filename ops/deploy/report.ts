/**
 * How a deploy speaks (docs/deploy.md, "Deploying"): sizes and durations in words, a progress
 * line on long steps, and the error that names the step a deploy failed at.
 */

/** Where a deploy's lines go: the console for `npm run deploy`, a list in tests. */
export interface Reporter {
  line(text: string): void;
  /** Called after each file of a long step; the console shows it as a progress line. */
  progress?(state: Progress): void | Promise<void>;
}

/** How far a long step has come. */
export interface Progress {
  step: string;
  done: number;
  total: number;
  bytes: number;
  totalBytes: number;
  elapsedMs: number;
  /** The file just done. */
  key: string;
}

/** "1.4 MB", "12.3 kB", "512 B": decimal units, as S3's console shows them. */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(1)} kB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

/** "0.4 s", "12 s", "2 min 05 s". */
export function formatDuration(ms: number): string {
  if (ms < 10_000) return `${(ms / 1000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, "0")} s`;
}

/** "upload: files 120/480, 3.2/14.0 MB, 12 s". */
export const progressLine = ({ step, done, total, bytes, totalBytes, elapsedMs }: Progress) =>
  `${step}: files ${done}/${total}, ${(bytes / 1_000_000).toFixed(1)}/${(totalBytes / 1_000_000).toFixed(1)} MB, ${formatDuration(elapsedMs)}`;

/** A failed deploy: the step it stopped at, and whether pages online may already be new. */
export class DeployError extends Error {
  constructor(
    readonly step: string,
    readonly detail: string,
    /** What is online now, in a sentence an operator can act on. */
    readonly state: string,
  ) {
    super(`deploy failed at the "${step}" step: ${detail}`);
    this.name = "DeployError";
  }
}

/**
 * Runs `count` tasks with at most `limit` at a time, in order of their index; the first failure
 * stops new tasks from starting and rejects once the running ones have settled.
 */
export async function runPool(
  count: number,
  limit: number,
  task: (index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  let failure: { error: unknown } | null = null;
  const worker = async () => {
    while (failure === null && next < count) {
      const index = next++;
      try {
        await task(index);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, count) }, worker));
  if (failure !== null) throw (failure as { error: unknown }).error;
}
