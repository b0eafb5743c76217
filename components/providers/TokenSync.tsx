"use client";

import { useEffect } from "react";
import { appOrigin } from "@/data/app-origin";
import {
  AUTH_ATTRIBUTE,
  TOKEN_KEY,
  applyTokenSync,
  parseTokenSync,
  readToken,
} from "@/lib/auth-token";
import { notify } from "@/lib/notify";

const storage = () => window.localStorage;

function showAuthState(loggedIn: boolean) {
  if (loggedIn) document.documentElement.setAttribute(AUTH_ATTRIBUTE, "member");
  else document.documentElement.removeAttribute(AUTH_ATTRIBUTE);
}

/**
 * The cross-window listener: only messages from the learning app's exact origin can store or
 * remove the refresh token; the nav button follows at once. Other tabs follow via `storage`.
 */
export function TokenSync() {
  useEffect(() => {
    showAuthState(readToken(storage) !== null);

    const onMessage = (event: MessageEvent) => {
      const sync = parseTokenSync(event, appOrigin);
      if (!sync) return;
      const wasLoggedIn = readToken(storage) !== null;
      if (!applyTokenSync(sync, storage)) return;
      const loggedIn = sync.action === "store";
      showAuthState(loggedIn);
      if (loggedIn !== wasLoggedIn) {
        if (loggedIn) notify("success", "You're signed in. Your dashboard is one click away.");
        else notify("blank", "You're signed out of µLearn.");
      }
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === TOKEN_KEY || event.key === null) showAuthState(readToken(storage) !== null);
    };

    window.addEventListener("message", onMessage);
    window.addEventListener("storage", onStorage);
    return () => {
      window.removeEventListener("message", onMessage);
      window.removeEventListener("storage", onStorage);
    };
  }, []);

  return null;
}
