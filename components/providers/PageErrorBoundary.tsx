"use client";

import { Component, useEffect, type ReactNode } from "react";
import { SiteLink } from "@/components/ui/SiteLink";
import { usePathname } from "next/navigation";
import { canReload, isChunkLoadError, reloadAfterChunkError } from "@/lib/chunk-reload";

const session = () => window.sessionStorage;

/** The framework's own signals (a redirect, a not-found) travel as errors with this digest. */
function isFrameworkSignal(error: unknown): boolean {
  const digest = (error as { digest?: unknown } | null)?.digest;
  return typeof digest === "string" && digest.startsWith("NEXT_");
}

/** The error page. A failed chunk reloads once first; a second failure lands here. */
function ErrorView({ error, reset }: { error: unknown; reset: () => void }) {
  const reloading = isChunkLoadError(error) && canReload(window.location.pathname, session);

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
        <SiteLink
          href="/"
          className="rounded-full border border-slate-300 px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800"
        >
          Go to the home page
        </SiteLink>
      </div>
    </section>
  );
}

interface BoundaryProps {
  path: string;
  children: ReactNode;
}
interface BoundaryState {
  error: unknown;
  /** The page the error happened on: another page starts without it. */
  path: string;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { error: null, path: this.props.path };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    return props.path === state.path ? null : { error: null, path: props.path };
  }

  render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    // Not ours to show: the framework's boundaries above handle its redirects and not-founds.
    if (isFrameworkSignal(error)) throw error;
    return <ErrorView error={error} reset={() => this.setState({ error: null })} />;
  }
}

/**
 * The page's error boundary, in the root layout around the page (not a route `error.tsx`, whose
 * script would be a request of its own on every page): a page that fails to render shows the
 * error page in the site's frame, with "Try again"; following a link to another page clears it.
 */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  return <Boundary path={usePathname()}>{children}</Boundary>;
}
