"use client";

import { useEffect, useRef } from "react";
import { Toaster, toast } from "sonner";
import { useTheme } from "next-themes";
import type { Notice } from "@/lib/notify";
import { MAX_TOASTS, toastDurations } from "@/lib/toast";

/**
 * Toasts at the bottom centre, closable one by one, following the colour mode, each kind for its
 * own time (lib/toast.ts). Sonner's Toaster subscribes in its own effect, which runs before this
 * component's, so every notice is delivered.
 */
export default function SonnerToasts({ notices }: { notices: Notice[] }) {
  const { resolvedTheme } = useTheme();
  const delivered = useRef(0);

  useEffect(() => {
    for (const { kind, message } of notices.slice(delivered.current)) {
      if (kind === "success") toast.success(message, { duration: toastDurations.success });
      else if (kind === "error") toast.error(message, { duration: toastDurations.error });
      else toast(message, { duration: toastDurations.blank });
    }
    delivered.current = notices.length;
  }, [notices]);

  return (
    <Toaster
      position="bottom-center"
      theme={resolvedTheme === "dark" ? "dark" : "light"}
      visibleToasts={MAX_TOASTS}
      duration={toastDurations.blank}
      closeButton
      richColors
    />
  );
}
