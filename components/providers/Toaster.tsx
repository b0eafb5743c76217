"use client";

import { Toaster as Sonner } from "sonner";
import { useTheme } from "next-themes";
import { MAX_TOASTS, toastDurations } from "@/lib/toast";

/** §2: toasts at the bottom centre, closable one by one, following the colour mode. */
export function Toaster() {
  const { resolvedTheme } = useTheme();
  return (
    <Sonner
      position="bottom-center"
      theme={resolvedTheme === "dark" ? "dark" : "light"}
      visibleToasts={MAX_TOASTS}
      duration={toastDurations.blank}
      closeButton
      richColors
    />
  );
}
