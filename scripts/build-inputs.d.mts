export declare function buildInputs(
  root: string,
  env?: NodeJS.ProcessEnv,
  now?: Date,
): { id: string; time: string };
