import { useEffect, useState } from "react";
import { searchSite, type SearchAnswer } from "@/lib/search-engine";

/** Where a search stands: nothing asked, the engine or results on their way, answered, failed. */
export type SearchState =
  | { status: "idle" }
  | { status: "loading"; answer: SearchAnswer | null }
  | { status: "ready"; answer: SearchAnswer }
  | { status: "failed" };

type Outcome = { key: string; answer: SearchAnswer | null };

/**
 * The site search's answer to `query` (and `kind`), as the visitor types: each key asks at once
 * (Pagefind answers in milliseconds once loaded), and an answer that arrives after a newer
 * question is dropped. While loading, the previous answer stays on screen. Nothing loads while
 * `enabled` is false or the query is blank.
 */
export function useSiteSearch(
  query: string,
  kind: string,
  limit: number,
  enabled = true,
): SearchState {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const term = query.trim();
  const key = `${kind}\n${limit}\n${term}`;
  useEffect(() => {
    if (!enabled || !term) return;
    let current = true;
    searchSite(term, kind, limit, () => current).then(
      (answer) => current && setOutcome({ key, answer }),
      () => current && setOutcome({ key, answer: null }),
    );
    return () => {
      current = false;
    };
  }, [key, term, kind, limit, enabled]);

  if (!enabled || !term) return { status: "idle" };
  if (outcome?.key === key) {
    return outcome.answer ? { status: "ready", answer: outcome.answer } : { status: "failed" };
  }
  return { status: "loading", answer: outcome?.answer ?? null };
}
