/**
 * zod for schemas that run in the browser; import `* as z` from here, not "zod", in code a page
 * ships. It is zod/mini: checks are functions (`z.string().check(z.trim())`), not methods every
 * schema carries, so the bundler keeps only what the schemas use (classic zod's schemas weigh about
 * 31 KB gzip whatever they use). zod/mini loads no locale: every message a visitor can see is
 * written beside its rule. Build-time data checks (data/schema.ts) stay on classic "zod".
 */
import { config } from "zod/mini";

// Classic zod's object parser probes `new Function("")`, which a Content-Security-Policy without
// 'unsafe-eval' reports; zod/mini's compiles nothing, and jitless keeps it that way.
config({ jitless: true });

export {
  boolean,
  catch as withFallback,
  email,
  int,
  iso,
  literal,
  maxLength,
  minLength,
  number,
  object,
  optional,
  pipe,
  positive,
  refine,
  regex,
  startsWith,
  string,
  transform,
  trim,
} from "zod/mini";
export type { infer, output, ZodMiniType as ZodType } from "zod/mini";
