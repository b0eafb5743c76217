"use client";

import type { ReactNode } from "react";
import { Button } from "@/components/ui/Button";

/**
 * The form's submit button. While `busy` it says what is happening and stays focusable (a
 * disabled button would drop focus to the page); the form's handler ignores a second press. Its
 * form is `aria-busy` while a press made before the page's scripts waits for them
 * (lib/early-input.ts): the button looks at work then too.
 */
export function SubmitButton({
  busy,
  busyLabel,
  children,
}: {
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
}) {
  return (
    <Button
      type="submit"
      size="lg"
      aria-disabled={busy || undefined}
      className="w-full shrink-0 justify-center gap-2 whitespace-nowrap in-aria-busy:cursor-progress in-aria-busy:opacity-80 aria-disabled:cursor-progress aria-disabled:opacity-80 sm:w-auto"
    >
      {busy ? (
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-current border-r-transparent motion-reduce:animate-none"
        />
      ) : null}
      {busy ? busyLabel : children}
    </Button>
  );
}
