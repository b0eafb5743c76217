"use client";

import { useEffect } from "react";
import { isChunkLoadError, reloadOnce } from "@/lib/chunk-reload";

const session = () => window.sessionStorage;
const reload = () => window.location.reload();

/** A failed lazy script load reloads the page once (see lib/chunk-reload.ts). */
export function ChunkReloadGuard() {
  useEffect(() => {
    const onError = (event: Event) => {
      const target = event.target;
      const failedScript =
        target instanceof HTMLScriptElement && target.src.includes("/_next/static/");
      const failedChunk =
        event instanceof ErrorEvent && isChunkLoadError(event.error ?? event.message);
      if (failedScript || failedChunk) reloadOnce(window.location.pathname, session, reload);
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason)) reloadOnce(window.location.pathname, session, reload);
    };
    // Capture phase: a <script> load error does not bubble to window.
    window.addEventListener("error", onError, true);
    window.addEventListener("unhandledrejection", onRejection);
    return () => {
      window.removeEventListener("error", onError, true);
      window.removeEventListener("unhandledrejection", onRejection);
    };
  }, []);

  return null;
}
