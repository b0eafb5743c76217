/**
 * zod for schemas that run in the browser; import `* as z` from here, not "zod", in code a page
 * ships. Two reasons: zod probes `new Function("")` to compile fast parsers, which a
 * Content-Security-Policy without 'unsafe-eval' reports on every form page (jitless parsing needs
 * no eval); and "zod"'s `z` namespace carries every locale's messages (about 60 KB gzip), while
 * these named exports let the bundler keep only what the schemas use.
 */
import { config } from "zod";

config({ jitless: true });

export { boolean, email, iso, literal, number, object, string } from "zod";
export type { infer, output, ZodType } from "zod";
