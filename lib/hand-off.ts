import { appHandOffs } from "@/data/site";

export type HandOffKind = keyof typeof appHandOffs;

/** Longer values are not ids or tokens; they get the "not complete" message instead. */
export const MAX_HAND_OFF_VALUE = 2048;

/**
 * The app-host address for a hand-off route's last path segment, or null when the segment is
 * missing, the build-time shell placeholder, undecodable or too long.
 */
export function handOffTarget(kind: HandOffKind, pathname: string): string | null {
  const raw = pathname.replace(/\/+$/, "").split("/").pop() ?? "";
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (!value || value === "_" || value.length > MAX_HAND_OFF_VALUE) return null;
  return appHandOffs[kind](value);
}
