import { appHandOffs } from "@/data/site";

export type HandOffKind = keyof typeof appHandOffs;

/** Where each hand-off route lives on this site; the value is the one segment after it. */
export const handOffPrefixes: Record<HandOffKind, string> = {
  profile: "/profile/",
  kkemAuthorization: "/kkem/authorization/",
};

/** Longer values are not ids or tokens; they get the "not complete" message instead. */
export const MAX_HAND_OFF_VALUE = 2048;

/**
 * The app-host address for a hand-off route's value, or null when the value is missing, the
 * build-time shell placeholder, more than one segment, undecodable or too long.
 */
export function handOffTarget(kind: HandOffKind, pathname: string): string | null {
  const prefix = handOffPrefixes[kind];
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
  return appHandOffs[kind](value);
}
