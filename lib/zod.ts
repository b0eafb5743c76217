/**
 * zod for schemas that run in the browser. By default zod probes `new Function("")` to compile
 * fast parsers, which a Content-Security-Policy without 'unsafe-eval' reports as a violation on
 * every form page; jitless parsing needs no eval. Import `z` from here, not from "zod", in code a
 * page ships: this module runs first, so every schema is built jitless.
 */
import { z } from "zod";

z.config({ jitless: true });

export { z };
