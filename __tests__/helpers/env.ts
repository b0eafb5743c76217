/**
 * Runs `body` with one environment variable set, then puts back what was there (or removes it),
 * even when the body throws: a failing test must not leak its setting into the next.
 */
export function withEnv(name: string, value: string, body: () => void): void {
  const before = process.env[name];
  process.env[name] = value;
  try {
    body();
  } finally {
    if (before === undefined) delete process.env[name];
    else process.env[name] = before;
  }
}
