"use client";

import { lazy, Suspense, useSyncExternalStore } from "react";
import type { ApiFailureWords, FormWords, KkemLinkWords } from "@/data/i18n";
import { kkemVisit } from "@/lib/kkem-linking";

const subscribeNever = () => () => {};
// Most visitors of /kkem come without KKEM's address and never see the form: its code loads
// only for those who do.
const LinkRequestForm = lazy(() =>
  import("./LinkRequestForm").then((module) => ({ default: module.LinkRequestForm })),
);

/**
 * What /kkem's linking block shows for the address KKEM opened it with: the µ-ID form for a
 * `?jsid=…` (filled in with the address's µ-ID, if any), else a sentence saying where linking starts.
 */
export function KkemLinkForm({
  words,
  formWords,
  failureWords,
  newWindowNote,
}: {
  words: KkemLinkWords;
  formWords: FormWords;
  failureWords: ApiFailureWords;
  newWindowNote: string;
}) {
  // The address is only known in the browser. The static HTML says how to arrive with the form
  // ready, the answer for most visitors, so the page does not move once it knows the address.
  // The snapshot is the query string itself: a new object on every read would never settle.
  const search = useSyncExternalStore<string | undefined>(
    subscribeNever,
    () => window.location.search,
    () => undefined,
  );
  const visit = search === undefined ? undefined : kkemVisit(search);
  if (visit === undefined || visit.kind === "none") {
    return <p className="mt-4 max-w-3xl">{words.noLink}</p>;
  }
  return (
    <Suspense fallback={null}>
      <LinkRequestForm
        jsid={visit.jsid}
        muid={visit.muid}
        words={words.form}
        formWords={formWords}
        failureWords={failureWords}
        newWindowNote={newWindowNote}
      />
    </Suspense>
  );
}
