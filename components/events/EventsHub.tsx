"use client";

import { useCallback, useEffect, useId, useRef, useSyncExternalStore } from "react";
import { appOrigin } from "@/data/app-origin";
import { eventsHubWords as text } from "@/data/page-words/events-hub";
import { changedValue } from "@/lib/early-input";
import { fillSlots } from "@/lib/format";
import {
  currentEvents,
  eventStatus,
  fetchEventsHub,
  hubEventsPerPage,
  type EventsHubData,
  type HubEvent,
} from "@/lib/live/events";
import { listWasRead, useLive } from "@/hooks/use-live";
import { useMounted } from "@/hooks/use-mounted";
import { LiveStatusLine } from "@/components/live/LiveStatusLine";
import { textLinkClass } from "@/components/ui/text-link-look";
import { HubEventCard } from "./HubEventCard";
import type { LiveNote } from "@/components/live/live-note";

/** What the list shows, as the address keeps it: `?show=featured&mode=online&type=…&page=2`. */
export interface HubFilters {
  show: "all" | "featured";
  mode: "any" | "online" | "in-person";
  type: string;
  page: number;
}

/** The filters an address asks for; anything unknown falls back to the whole list, page 1. */
export function readHubFilters(search: string): HubFilters {
  const params = new URLSearchParams(search);
  const mode = params.get("mode");
  const page = Number(params.get("page"));
  return {
    show: params.get("show") === "featured" ? "featured" : "all",
    mode: mode === "online" || mode === "in-person" ? mode : "any",
    type: params.get("type") ?? "",
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address of a view of the list: only what differs from the whole list, page 1. */
export function hubFiltersHref(path: string, filters: HubFilters): string {
  const params = new URLSearchParams();
  if (filters.show !== "all") params.set("show", filters.show);
  if (filters.mode !== "any") params.set("mode", filters.mode);
  if (filters.type) params.set("type", filters.type);
  if (filters.page > 1) params.set("page", String(filters.page));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** The events a view shows, before paging: hybrid events count as online and as in person. */
export function filterHubEvents(data: EventsHubData, filters: HubFilters, now: Date): HubEvent[] {
  const list =
    filters.show === "featured"
      ? (data.featured ?? data.events.filter((event) => event.featured))
      : data.events;
  return currentEvents(list, now).filter(
    (event) =>
      (filters.mode === "any" ||
        event.attendance === filters.mode ||
        event.attendance === "hybrid") &&
      (filters.type === "" || event.type === filters.type),
  );
}

// The address's query as a store: filters follow Back and Forward, and each change we make.
const addressListeners = new Set<() => void>();
function subscribeToAddress(listener: () => void) {
  addressListeners.add(listener);
  window.addEventListener("popstate", listener);
  return () => {
    addressListeners.delete(listener);
    window.removeEventListener("popstate", listener);
  };
}
function goTo(href: string, push: boolean) {
  if (push) window.history.pushState(null, "", href);
  else window.history.replaceState(null, "", href);
  addressListeners.forEach((listener) => listener());
}

// When the page opened in this browser: statuses ("On now") are as of then.
const openedAt = typeof window === "undefined" ? 0 : Date.now();
/** The app's address, as the note on the events' own pages names it ("{host}"). */
const appHost = new URL(appOrigin).host;
const noSubscription = () => () => {};

const selectClass =
  "mt-2 h-11 w-full rounded-lg border border-slate-400 bg-white px-3 text-slate-950 dark:border-slate-600 dark:bg-slate-900 dark:text-white";

/**
 * The hub's list: the pre-rendered snapshot (`note.asOf`, or null when it is empty), replaced in place
 * by the live calendar after the first paint, with filters and a page number kept in the address.
 * The list keeps room for a page of cards, so the live events move nothing already on screen.
 */
export function EventsHub({
  path,
  snapshot,
  note,
  renderedAt,
}: {
  path: string;
  snapshot: EventsHubData;
  /** The status line's date, host and words, made by the page (components/live/live-note.ts). */
  note: LiveNote;
  /** When the snapshot was drawn (the build): statuses in the HTML are as of then. */
  renderedAt: string;
}) {
  // The featured view is asked only if the last refresh found it open (lib/live/events.ts).
  const askFeatured = snapshot.featured !== null;
  const loadHub = useCallback(
    (signal: AbortSignal) => fetchEventsHub(signal, askFeatured),
    [askFeatured],
  );
  const hub = useLive(snapshot, loadHub);
  const mounted = useMounted();
  const search = useSyncExternalStore(
    subscribeToAddress,
    () => window.location.search,
    () => "",
  );
  const now = new Date(
    useSyncExternalStore(
      noSubscription,
      () => openedAt,
      () => Date.parse(renderedAt),
    ),
  );
  const headingRef = useRef<HTMLHeadingElement>(null);
  const showRef = useRef<HTMLSelectElement>(null);
  const modeRef = useRef<HTMLSelectElement>(null);
  const typeRef = useRef<HTMLSelectElement>(null);
  const ids = { heading: useId(), filters: useId(), show: useId(), mode: useId(), type: useId() };
  const filters = readHubFilters(search);

  const matching = filterHubEvents(hub.data, filters, now);
  const pageCount = Math.max(1, Math.ceil(matching.length / hubEventsPerPage));
  const page = Math.min(filters.page, pageCount);
  const shown = matching.slice((page - 1) * hubEventsPerPage, page * hubEventsPerPage);
  const types = [...new Set([...hub.data.events.map((event) => event.type), filters.type || null])]
    .filter((type): type is string => type !== null)
    .sort((a, b) => a.localeCompare(b));

  const change = (next: Partial<HubFilters>) =>
    goTo(hubFiltersHref(path, { ...filters, page: 1, ...next }), false);
  // Plain links: the click moves the page in place; the address works when opened on its own.
  const toPage = (target: number) => (event: React.MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    goTo(hubFiltersHref(path, { ...filters, page: target }), true);
    headingRef.current?.focus();
  };

  // The filters take a choice from the first paint. One made before this script ran is on screen
  // (hydration leaves a select alone) but not in the address: apply it from there, once.
  useEffect(() => {
    const address = new URLSearchParams(window.location.search);
    const current = readHubFilters(address.toString());
    const selects = [
      ["show", showRef],
      ["mode", modeRef],
      ["type", typeRef],
    ] as const;
    let changed = false;
    for (const [key, select] of selects) {
      const value = select.current ? changedValue(select.current) : undefined;
      if (typeof value === "string" && value !== current[key]) {
        address.set(key, value);
        changed = true;
      }
    }
    if (!changed) return;
    address.delete("page");
    goTo(hubFiltersHref(path, readHubFilters(address.toString())), false);
  }, [path]);

  const emptyText =
    hub.data.events.length > 0
      ? text.noneMatch
      : listWasRead(hub.status, note.asOf)
        ? text.noneAtAll
        : text.noneInCopy;

  return (
    <section aria-labelledby={ids.heading} data-live-status={hub.status}>
      <h2 id={ids.heading} ref={headingRef} tabIndex={-1} className="section-heading scroll-mt-20">
        {text.heading}
      </h2>
      <LiveStatusLine source={text.source} status={hub.status} {...note}>
        <p>{text.window}</p>
        <p>{fillSlots(text.appNote, { host: appHost })}</p>
      </LiveStatusLine>
      <div
        role="group"
        aria-labelledby={ids.filters}
        // Filters work in the browser; without JavaScript the list is the whole snapshot.
        className="mt-6 grid max-w-3xl gap-4 no-js:hidden sm:grid-cols-3"
        data-pagefind-ignore=""
      >
        <p id={ids.filters} className="sr-only">
          {text.filters}
        </p>
        <div>
          <label
            htmlFor={ids.show}
            className="block font-semibold text-slate-900 dark:text-slate-100"
          >
            {text.showLabel}
          </label>
          <select
            ref={showRef}
            id={ids.show}
            value={filters.show}
            onChange={(event) => change({ show: event.target.value as HubFilters["show"] })}
            className={selectClass}
          >
            <option value="all">{text.showAll}</option>
            <option value="featured">{text.showFeatured}</option>
          </select>
        </div>
        <div>
          <label
            htmlFor={ids.mode}
            className="block font-semibold text-slate-900 dark:text-slate-100"
          >
            {text.modeLabel}
          </label>
          <select
            ref={modeRef}
            id={ids.mode}
            value={filters.mode}
            onChange={(event) => change({ mode: event.target.value as HubFilters["mode"] })}
            className={selectClass}
          >
            <option value="any">{text.modeAny}</option>
            <option value="online">{text.attendance.online}</option>
            <option value="in-person">{text.attendance["in-person"]}</option>
          </select>
        </div>
        <div>
          <label
            htmlFor={ids.type}
            className="block font-semibold text-slate-900 dark:text-slate-100"
          >
            {text.typeLabel}
          </label>
          <select
            ref={typeRef}
            id={ids.type}
            value={filters.type}
            onChange={(event) => change({ type: event.target.value })}
            className={selectClass}
          >
            <option value="">{text.typeAny}</option>
            {types.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="mt-8 min-h-[40rem]">
        {shown.length > 0 ? (
          <ul aria-labelledby={ids.heading} className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {shown.map((event) => (
              <li key={event.id}>
                <HubEventCard
                  event={event}
                  status={eventStatus(event, now) === "ongoing" ? "ongoing" : "upcoming"}
                />
              </li>
            ))}
          </ul>
        ) : (
          <p data-pagefind-ignore="" className="text-slate-700 dark:text-slate-300">
            {emptyText}
          </p>
        )}
        {mounted && pageCount > 1 ? (
          <nav aria-label={text.pages} className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-3">
            {page > 1 ? (
              <a
                href={hubFiltersHref(path, { ...filters, page: page - 1 })}
                onClick={toPage(page - 1)}
                className={textLinkClass}
              >
                {text.previousPage}
              </a>
            ) : null}
            <p className="text-slate-700 dark:text-slate-300">
              {fillSlots(text.pageOf, { page: String(page), total: String(pageCount) })}
            </p>
            {page < pageCount ? (
              <a
                href={hubFiltersHref(path, { ...filters, page: page + 1 })}
                onClick={toPage(page + 1)}
                className={textLinkClass}
              >
                {text.nextPage}
              </a>
            ) : null}
          </nav>
        ) : null}
      </div>
    </section>
  );
}
