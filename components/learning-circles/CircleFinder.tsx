"use client";

import { startTransition, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { circleFinderText as text } from "@/data/learning-circles";
import { changedFields } from "@/lib/early-input";
import {
  fetchCircles,
  fetchColleges,
  fetchFinderLists,
  filtersFromSearch,
  joinCirclePages,
  searchFromFilters,
  type CircleFilters,
  type CirclePage,
  type FinderLists,
  type FinderOption,
} from "@/lib/live/lc-finder";
import { liveTimeoutMs, useLive } from "@/hooks/use-live";
import { Button } from "@/components/ui/Button";
import { LiveStatusLine } from "@/components/live/LiveStatusLine";
import { CircleCard } from "./CircleCard";
import { FilterSelect } from "./FilterSelect";
import type { LiveNote } from "@/components/live/live-note";

/** Fired after the finder writes its choice into the address, as Back fires `popstate`. */
const choiceEvent = "circle-finder-choice";

function subscribeToAddress(onChange: () => void) {
  window.addEventListener("popstate", onChange);
  window.addEventListener(choiceEvent, onChange);
  return () => {
    window.removeEventListener("popstate", onChange);
    window.removeEventListener(choiceEvent, onChange);
  };
}

/** The address's query, or null in the static HTML and during hydration. */
const useAddressSearch = () =>
  useSyncExternalStore(
    subscribeToAddress,
    () => window.location.search,
    () => null,
  );

/** Puts a choice into the address as a new history entry, so Back returns to the one before. */
function chooseFilters(filters: CircleFilters) {
  window.history.pushState(null, "", `${window.location.pathname}${searchFromFilters(filters)}`);
  window.dispatchEvent(new Event(choiceEvent));
}

interface CircleResults {
  /** The choice these results are for, as its query string. */
  search: string;
  ok: boolean;
  page: CirclePage;
}

interface CollegeList {
  districtId: string;
  ok: boolean;
  colleges: FinderOption[];
}

const noCircles: CirclePage = { circles: [], nextPage: null, total: null };

/**
 * The learning-circle finder: district, college and interest group, kept in the address
 * (`?district=&college=&ig=`, restored on load and on Back), and the circles that match, a page
 * at a time. The district and interest-group lists start from the snapshot and are replaced by
 * the live lists after the first paint; colleges and circles are only ever live.
 */
export function CircleFinder({
  snapshot,
  note,
  joinHref,
}: {
  snapshot: FinderLists;
  /** The status line's date, host and words, made by the page (components/live/live-note.ts). */
  note: LiveNote;
  /** Where a card's "Join" link leads: the app's learning circles, given by the server. */
  joinHref: string;
}) {
  const lists = useLive(snapshot, fetchFinderLists);
  const search = useAddressSearch();
  const filters = filtersFromSearch(search ?? "");
  const ready = search !== null;
  const choice = searchFromFilters(filters);

  const district = lists.data.districts.find((option) => option.name === filters.district);
  const [collegeList, setCollegeList] = useState<CollegeList | null>(null);
  useEffect(() => {
    if (!district) return;
    const controller = new AbortController();
    fetchColleges(district.id, { signal: controller.signal, timeoutMs: liveTimeoutMs }).then(
      (result) => {
        if (controller.signal.aborted) return;
        startTransition(() =>
          setCollegeList({
            districtId: district.id,
            ok: result.ok,
            colleges: result.ok ? result.data : [],
          }),
        );
      },
    );
    return () => controller.abort();
  }, [district]);
  const colleges = district && collegeList?.districtId === district.id ? collegeList : null;

  // A district or interest group chosen in the HTML before the scripts ran: put into the address
  // once, as the hub's filters are (components/events/EventsHub.tsx), before the render that would
  // draw the address's choice over it. The snapshot's lists are in the HTML; colleges come live.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!formRef.current) return;
    const early = changedFields(formRef.current, ["circle-district", "circle-ig"]);
    if (Object.keys(early).length === 0) return;
    const current = filtersFromSearch(window.location.search);
    const district = early["circle-district"];
    const ig = early["circle-ig"];
    chooseFilters({
      ...current,
      ...(typeof district === "string" ? { district: district || null, college: null } : {}),
      ...(typeof ig === "string" ? { ig: ig || null } : {}),
    });
  }, []);

  const [results, setResults] = useState<CircleResults | null>(null);
  useEffect(() => {
    if (!ready) return;
    const controller = new AbortController();
    fetchCircles(filtersFromSearch(choice), 1, {
      signal: controller.signal,
      timeoutMs: liveTimeoutMs,
    }).then((result) => {
      if (controller.signal.aborted) return;
      // Drawn as a transition, like the live lists (hooks/use-live.ts): a page of cards in short
      // slices rather than one long task.
      startTransition(() =>
        setResults({ search: choice, ok: result.ok, page: result.ok ? result.data : noCircles }),
      );
    });
    return () => controller.abort();
  }, [ready, choice]);
  const current = results?.search === choice ? results : null;

  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);
  const focusIndex = useRef<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const circles = current?.page.circles ?? [];
  useEffect(() => {
    const index = focusIndex.current;
    const item = index === null ? undefined : listRef.current?.children[index];
    if (item instanceof HTMLElement) {
      focusIndex.current = null;
      item.focus();
    }
  }, [circles.length]);

  async function showMore() {
    if (!current || current.page.nextPage === null) return;
    focusIndex.current = circles.length;
    setMoreFailed(false);
    setLoadingMore(true);
    const result = await fetchCircles(filters, current.page.nextPage);
    setLoadingMore(false);
    if (!result.ok) {
      focusIndex.current = null;
      setMoreFailed(true);
      return;
    }
    setResults({ ...current, page: joinCirclePages(current.page, result.data) });
  }

  const resultsSay = !ready
    ? text.results.waiting
    : !current
      ? text.results.loading
      : !current.ok
        ? text.results.failed
        : circles.length === 0
          ? text.results.none
          : text.results.found(circles.length, current.page.total);

  const collegeHint = !filters.district
    ? text.collegeNeedsDistrict
    : colleges && !colleges.ok
      ? text.collegesFailed
      : null;

  return (
    <div data-live-status={lists.status} data-circles={current ? "live" : "waiting"}>
      <LiveStatusLine source={text.source} status={lists.status} {...note} />
      {/* Without scripts there is nothing to filter: the note above says the finder needs them. */}
      <form
        ref={formRef}
        aria-label={text.filtersLabel}
        className="mt-6 grid gap-4 no-js:hidden md:grid-cols-3"
        onSubmit={(event) => event.preventDefault()}
      >
        <FilterSelect
          id="circle-district"
          label={text.district}
          anyLabel={text.anyDistrict}
          options={lists.data.districts}
          value={filters.district}
          onChange={(value) => chooseFilters({ ...filters, district: value, college: null })}
        />
        <FilterSelect
          id="circle-college"
          label={text.college}
          anyLabel={text.anyCollege}
          options={colleges?.colleges ?? []}
          value={filters.college}
          disabled={!filters.district && !filters.college}
          hint={collegeHint}
          onChange={(value) => chooseFilters({ ...filters, college: value })}
        />
        <FilterSelect
          id="circle-ig"
          label={text.interestGroup}
          anyLabel={text.anyInterestGroup}
          options={lists.data.interestGroups}
          value={filters.ig}
          onChange={(value) => chooseFilters({ ...filters, ig: value })}
        />
      </form>
      <section aria-labelledby="circle-results-heading" className="mt-6 min-h-[32rem]">
        <h3
          id="circle-results-heading"
          className="text-xl font-bold text-slate-950 dark:text-white"
        >
          {text.resultsHeading}
        </h3>
        <p role="status" className="mt-2 min-h-10 text-sm text-slate-700 dark:text-slate-300">
          {resultsSay}
        </p>
        {circles.length > 0 ? (
          <ul ref={listRef} className="mt-4 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {circles.map((circle) => (
              <li key={circle.id} tabIndex={-1} className="rounded-2xl">
                <CircleCard circle={circle} joinHref={joinHref} />
              </li>
            ))}
          </ul>
        ) : null}
        {current?.page.nextPage ? (
          <p className="mt-6">
            <Button
              variant="secondary"
              onClick={showMore}
              disabled={loadingMore}
              aria-busy={loadingMore}
            >
              {text.more}
            </Button>
          </p>
        ) : null}
        {moreFailed ? (
          <p role="status" className="mt-3 text-sm text-slate-700 dark:text-slate-300">
            {text.moreFailed}
          </p>
        ) : null}
      </section>
    </div>
  );
}
