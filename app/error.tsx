"use client";

import { useEffect } from "react";
import Link from "next/link";
import {
  canReload,
  isChunkLoadError,
  reloadAfterChunkError,
  reloadDestination,
} from "@/lib/chunk-reload";

const session = () => window.sessionStorage;

/** The error page. A failed chunk reloads once first; a second failure lands here. */
export default function ErrorPage({ error, reset }: { error: Error; reset: () => void }) {
  const reloading =
    isChunkLoadError(error) && canReload(reloadDestination(window.location.href).pathname, session);

  useEffect(() => {
    if (reloading) reloadAfterChunkError(session, window.location);
  }, [reloading]);

  if (reloading) {
    return (
      <p role="status" className="px-4 py-24 text-center">
        Loading the latest version of this page…
      </p>
    );
  }

  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-extrabold text-slate-950 dark:text-white">
        Unexpected Application Error!
      </h1>
      <p className="mt-4 text-slate-700 dark:text-slate-300">
        Something went wrong while showing this page. Trying again usually fixes it.
      </p>
      <div className="mt-8 flex justify-center gap-3">
        <button
          type="button"
          onClick={reset}
          className="rounded-full bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
        >
          Try again
        </button>
        <Link
          href="/"
          className="rounded-full border border-slate-300 px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800"
        >
          Go to the home page
        </Link>
      </div>
    </section>
  );
}
