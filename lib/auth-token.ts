/**
 * A stored refresh token means "Dashboard", none means "Login"; it is never validated here. The
 * learning app keeps it in step by posting a message (its shape: docs/token-sync.md).
 */
export const TOKEN_KEY = "refreshToken";
export const TOKEN_SYNC_TYPE = "mulearn:token-sync";
/** Longer values are not refresh tokens; refusing them keeps storage from filling up. */
export const MAX_TOKEN_LENGTH = 8192;
/** Set on <html> while a token is stored; CSS shows the matching nav button before hydration. */
export const AUTH_ATTRIBUTE = "data-auth";

export type TokenSync = { action: "store"; token: string } | { action: "remove" };

/**
 * The action a cross-window message asks for, or null when it must be ignored: another origin
 * (exact equality, so look-alike hosts, ports and schemes fail), data that is not a JSON string,
 * JSON that is not an object, another type, or an oversized token.
 */
export function parseTokenSync(
  message: { origin: string; data: unknown },
  appOrigin: string,
): TokenSync | null {
  if (message.origin !== appOrigin || typeof message.data !== "string") return null;
  if (message.data.length > MAX_TOKEN_LENGTH + 100) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(message.data);
  } catch {
    return null;
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return null;
  const fields = parsed as Record<string, unknown>;
  if (!Object.hasOwn(fields, "type") || fields.type !== TOKEN_SYNC_TYPE) return null;
  const token = Object.hasOwn(fields, "refreshToken") ? fields.refreshToken : undefined;
  // A string token is stored; anything else removes the stored one.
  if (typeof token === "string" && token.length > 0) {
    return token.length <= MAX_TOKEN_LENGTH ? { action: "store", token } : null;
  }
  return { action: "remove" };
}

/** The stored token, or null when there is none or storage is blocked. */
export function readToken(storage: () => Storage): string | null {
  try {
    return storage().getItem(TOKEN_KEY) || null;
  } catch {
    return null;
  }
}

/** Applies a token-sync action; returns false when storage refused it. */
export function applyTokenSync(sync: TokenSync, storage: () => Storage): boolean {
  try {
    if (sync.action === "store") storage().setItem(TOKEN_KEY, sync.token);
    else storage().removeItem(TOKEN_KEY);
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs inline in <head> before first paint so a returning member sees "Dashboard" at once.
 * Kept tiny and self-contained: it cannot import anything.
 */
export const authBootScript = `try{if(localStorage.getItem(${JSON.stringify(TOKEN_KEY)}))document.documentElement.setAttribute(${JSON.stringify(AUTH_ATTRIBUTE)},"member")}catch(e){}`;
