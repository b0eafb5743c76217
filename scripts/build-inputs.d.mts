export declare function buildInputs(
  root: string,
  env?: Record<string, string | undefined>,
  now?: Date,
): { id: string; time: string };
