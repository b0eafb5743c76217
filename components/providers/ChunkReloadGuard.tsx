"use client";

import { useEffect } from "react";
import { isChunkLoadError, reloadAfterChunkError } from "@/lib/chunk-reload";

const session = () => window.sessionStorage;
const recover = () => reloadAfterChunkError(session, window.location);

/** A failed lazy script load reloads the page once (see lib/chunk-reload.ts). */
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
