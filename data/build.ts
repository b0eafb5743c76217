/**
 * The build's clock: the newest of the commit's time and the live snapshots' (next.config.ts,
 * scripts/build-inputs.mjs). What a page shows "as of the build" (the events still to come, the
 * footer's year, a calendar file's stamp) is as of this instant, not the minute the build ran, so
 * two builds of the same inputs write the same bytes. Outside a build (unit tests) it is now.
 */
const stamp = process.env.MULEARN_BUILD_TIME;

export const buildTime = (): Date => (stamp ? new Date(stamp) : new Date());
