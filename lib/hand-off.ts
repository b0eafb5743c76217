import { appOrigin } from "@/data/app-origin";
import { handOffPaths } from "@/data/hand-off-paths";
import type { HandOffKind } from "@/data/routes";

/** Longer values are not ids or tokens; they get the "not complete" message instead. */
export const MAX_HAND_OFF_VALUE = 2048;

/** The id of the shell's link to the app host, which the inline script points at the value. */
export const HAND_OFF_LINK_ID = "hand-off-link";

/**
 * The rule itself, with no outside names: the inline script in the shell is this function's own
 * source, so the link is right before (or without) the app's scripts and the rule is written once.
 */
function targetFor(prefix: string, origin: string, max: number, pathname: string): string | null {
  if (!pathname.startsWith(prefix)) return null;
  const raw = pathname.slice(prefix.length).replace(/\/+$/, "");
  if (!raw || raw.includes("/")) return null;
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (value === "_" || value.length > max) return null;
  return origin + prefix + encodeURIComponent(value);
}

/**
 * The app-host address for a hand-off route's value, or null when the value is missing, the
 * build-time shell placeholder, more than one segment, undecodable or too long.
 */
export function handOffTarget(kind: HandOffKind, pathname: string): string | null {
  return targetFor(handOffPaths[kind].prefix, appOrigin, MAX_HAND_OFF_VALUE, pathname);
}

/**
 * The shell's inline script: points the link at the value's app address without waiting for the
 * app's scripts (which then go there). The same text for every value, so the CSP can hash it.
 */
export function handOffScript(kind: HandOffKind): string {
  const args = [handOffPaths[kind].prefix, appOrigin, MAX_HAND_OFF_VALUE];
  const call = `(${targetFor.toString()})(${args.map((arg) => JSON.stringify(arg)).join(",")},location.pathname)`;
  return `(function(){var t=${call},a=document.getElementById(${JSON.stringify(HAND_OFF_LINK_ID)});if(t&&a)a.href=t})()`;
}

/**
 * The value after a hand-off route's prefix, decoded, with or without a trailing slash; null when
 * `handOffTarget` would have no address for it.
 */
export function handOffValue(kind: HandOffKind, pathname: string): string | null {
  const { prefix } = handOffPaths[kind];
  const path = targetFor(prefix, "", MAX_HAND_OFF_VALUE, pathname);
  return path === null ? null : decodeURIComponent(path.slice(prefix.length));
}
