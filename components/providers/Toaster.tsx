"use client";

import { lazy, Suspense, useEffect, useState } from "react";
import { subscribeNotices, type Notice } from "@/lib/notify";

// Rendered only after a notice arrives (client only), so React's lazy suffices: no next/dynamic.
const SonnerToasts = lazy(() => import("./SonnerToasts"));

/** Mounts the toast area (and loads Sonner) only once there is something to show. */
export function Toaster() {
  const [notices, setNotices] = useState<Notice[]>([]);

  useEffect(() => subscribeNotices((notice) => setNotices((all) => [...all, notice])), []);

  return notices.length > 0 ? (
    <Suspense fallback={null}>
      <SonnerToasts notices={notices} />
    </Suspense>
  ) : null;
}
