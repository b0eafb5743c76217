import { appUrl } from "@/data/site";
import { handOffRoutes, type HandOffKind } from "@/data/routes";

/** Longer values are not ids or tokens; they get the "not complete" message instead. */
export const MAX_HAND_OFF_VALUE = 2048;

/**
 * The value after a hand-off route's prefix, decoded, with or without a trailing slash; null when
 * it is missing, the build-time shell placeholder, more than one segment, undecodable or too long.
 */
export function handOffValue(kind: HandOffKind, pathname: string): string | null {
  const { prefix } = handOffRoutes[kind];
  if (!pathname.startsWith(prefix)) return null;
  const raw = pathname.slice(prefix.length).replace(/\/+$/, "");
  if (!raw || raw.includes("/")) return null;
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (value === "_" || value.length > MAX_HAND_OFF_VALUE) return null;
  return value;
}

/** The app-host address for a hand-off route's value, or null when `handOffValue` has none. */
export function handOffTarget(kind: HandOffKind, pathname: string): string | null {
  const value = handOffValue(kind, pathname);
  if (value === null) return null;
  return appUrl(`${handOffRoutes[kind].prefix}${encodeURIComponent(value)}`);
}
