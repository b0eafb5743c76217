"use client";

import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import { subscribeNotices, type Notice } from "@/lib/notify";

const SonnerToasts = dynamic(() => import("./SonnerToasts"), { ssr: false });

/** Mounts the toast area (and loads Sonner) only once there is something to show. */
export function Toaster() {
  const [notices, setNotices] = useState<Notice[]>([]);

  useEffect(() => subscribeNotices((notice) => setNotices((all) => [...all, notice])), []);

  return notices.length > 0 ? <SonnerToasts notices={notices} /> : null;
}
