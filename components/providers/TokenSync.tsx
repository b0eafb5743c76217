"use client";

import { useEffect } from "react";
import { toast } from "sonner";
import { appOrigin } from "@/data/site";
import {
  AUTH_ATTRIBUTE,
  TOKEN_KEY,
  applyTokenSync,
  parseTokenSync,
  readToken,
} from "@/lib/auth-token";
import { toastDurations } from "@/lib/toast";

const storage = () => window.localStorage;

function showAuthState(loggedIn: boolean) {
  if (loggedIn) document.documentElement.setAttribute(AUTH_ATTRIBUTE, "member");
  else document.documentElement.removeAttribute(AUTH_ATTRIBUTE);
}

/**
 * §7 cross-window listener: only messages from the learning app's exact origin can store or
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
        if (loggedIn) {
          toast.success("You're signed in. Your dashboard is one click away.", {
            duration: toastDurations.success,
          });
        } else toast("You're signed out of µLearn.", { duration: toastDurations.blank });
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
