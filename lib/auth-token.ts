/**
 * A stored refresh token means "Dashboard", none means "Login"; it is never validated here. The
 * learning app keeps it in step by posting a message (its shape: docs/token-sync.md).
 */
export const TOKEN_KEY = "refreshToken";
export const TOKEN_SYNC_TYPE = "token-sync";
/** Longer values are not refresh tokens; refusing them keeps storage from filling up. */
export const MAX_TOKEN_LENGTH = 8192;
/** Set on <html> while a token is stored; CSS shows the matching nav button before hydration. */
export const AUTH_ATTRIBUTE = "data-auth";

/** What a token-sync message must be and where its token goes. */
export interface TokenSyncRules {
  type: string;
  key: string;
  maxTokenLength: number;
}
/** The rules as data, so the /cdr page's inline script can hand them to the functions below. */
export const tokenSyncRules: TokenSyncRules = {
  type: TOKEN_SYNC_TYPE,
  key: TOKEN_KEY,
  maxTokenLength: MAX_TOKEN_LENGTH,
};

export type TokenSync = { action: "store"; token: string } | { action: "remove" };

/**
 * The action a cross-window message asks for, or null when it must be ignored. Only the app's
 * exact message counts: from `appOrigin` (exact equality, so look-alike hosts, ports and schemes
 * fail), a JSON string of an object with exactly `type` and `refreshToken`, the type "token-sync",
 * and a token that is a non-empty string (store it) or null (remove it).
 */
export function parseTokenSync(
  message: { origin: string; data: unknown },
  appOrigin: string,
  rules: TokenSyncRules = tokenSyncRules,
): TokenSync | null {
  // Parameters and globals only: the /cdr page embeds this function's source text.
  if (message.origin !== appOrigin || typeof message.data !== "string") return null;
  if (message.data.length > rules.maxTokenLength + 100) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(message.data);
  } catch {
    return null;
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return null;
  const fields = parsed as Record<string, unknown>;
  const keys = Object.keys(fields).sort();
  if (keys.length !== 2 || keys[0] !== "refreshToken" || keys[1] !== "type") return null;
  if (fields.type !== rules.type) return null;
  const token = fields.refreshToken;
  if (token === null) return { action: "remove" };
  if (typeof token !== "string" || token.length === 0) return null;
  return token.length <= rules.maxTokenLength ? { action: "store", token } : null;
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
export function applyTokenSync(
  sync: TokenSync,
  storage: () => Storage,
  key: string = TOKEN_KEY,
): boolean {
  // Parameters and globals only: the /cdr page embeds this function's source text.
  try {
    if (sync.action === "store") storage().setItem(key, sync.token);
    else storage().removeItem(key);
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
