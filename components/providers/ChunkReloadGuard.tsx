"use client";

import { useEffect } from "react";
import { chooseDestination, isChunkLoadError, reloadAfterChunkError } from "@/lib/chunk-reload";
import { followedLink } from "@/lib/followed-link";

const session = () => window.sessionStorage;
const recover = () => reloadAfterChunkError(session, window.location);

/**
 * A failed lazy script load reloads once (see lib/chunk-reload.ts): the page the visitor is
 * going to when it failed while following a link, else the page shown.
 */
export function ChunkReloadGuard() {
  useEffect(() => {
    const onError = (event: Event) => {
      const target = event.target;
      const failedScript =
        target instanceof HTMLScriptElement && target.src.includes("/_next/static/");
      const failedChunk =
        event instanceof ErrorEvent && isChunkLoadError(event.error ?? event.message);
      if (failedScript || failedChunk) recover();
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason)) recover();
    };
    const onClick = (event: MouseEvent) => chooseDestination(followedLink(event)?.href ?? null);
    const onHistory = () => chooseDestination(null);
    // Capture phase: a <script> load error does not bubble to window, and a link's own click
    // handler may stop the event before it reaches the window.
    window.addEventListener("error", onError, true);
    window.addEventListener("unhandledrejection", onRejection);
    window.addEventListener("click", onClick, true);
    window.addEventListener("popstate", onHistory);
    return () => {
      window.removeEventListener("error", onError, true);
      window.removeEventListener("unhandledrejection", onRejection);
      window.removeEventListener("click", onClick, true);
      window.removeEventListener("popstate", onHistory);
    };
  }, []);

  return null;
}
