"use client";

import { useEffect, useSyncExternalStore } from "react";
import { appOrigin } from "@/data/app-origin";
import { HAND_OFF_LINK_ID, handOffScript, handOffTarget } from "@/lib/hand-off";
import { ButtonLink } from "@/components/ui/ButtonLink";

const copy = {
  heading: "Opening a µLearn profile",
  opening: "Profiles live on the µLearn app. Taking you there now…",
  invalid:
    "This profile link is not complete. Check the link you followed, or open the µLearn app.",
  action: "Open the profile on the µLearn app",
};

const subscribeNever = () => () => {};

/**
 * The pre-rendered shell for /profile/:id. Hosting rewrites any id to this shell; the id is read
 * from the address bar, URL-encoded into the app host's address, and never stored, logged or
 * written into the page; the page sends no Referer (lib/metadata.ts).
 */
export function HandOff() {
  // undefined in the static HTML (the id is only in the address bar), then string or null.
  const target = useSyncExternalStore(
    subscribeNever,
    () => handOffTarget("profile", window.location.pathname),
    () => undefined,
  );

  useEffect(() => {
    if (target) window.location.replace(target);
  }, [target]);

  const href = target ?? appOrigin;
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-extrabold text-slate-950 dark:text-white">{copy.heading}</h1>
      <p className="mt-4 text-slate-700 dark:text-slate-300" role="status">
        {target === null ? copy.invalid : copy.opening}
      </p>
      <p className="mt-8">
        <ButtonLink id={HAND_OFF_LINK_ID} href={href} size="lg" referrerPolicy="no-referrer">
          {target === null ? "Open the µLearn app" : copy.action}
        </ButtonLink>
      </p>
      {/* Before the app's scripts, and without them: the link keeps the value. */}
      <script dangerouslySetInnerHTML={{ __html: handOffScript("profile") }} />
    </section>
  );
}
