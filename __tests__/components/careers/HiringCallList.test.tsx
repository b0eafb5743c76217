import { screen, within } from "@testing-library/react";
import { HiringCallList } from "@/components/careers/HiringCallList";
import { KeepPress } from "@/components/ui/KeepPress";
import { careerBoardWords } from "@/data/page-words/career-board";
import type { HiringCall } from "@/lib/live/careers";
import { hydrateStatic, serveStatic } from "@/__tests__/helpers/static-html";

/** Fourteen open calls, as a refreshed snapshot might hold them: more than one page of twelve. */
const calls: HiringCall[] = Array.from({ length: 14 }, (_, index) => ({
  id: `call-${index + 1}`,
  role: `Role ${index + 1}`,
  title: null,
  organization: "Example Labs",
  location: null,
  duration: null,
  remuneration: null,
  vacancies: null,
  lastDate: "2099-02-01",
  applyUrl: null,
  jdUrl: null,
  extraContent: null,
}));

const board = (
  <>
    <KeepPress />
    <HiringCallList
      list="ongoing"
      heading="Open now"
      page={{ calls, nextPage: null }}
      query=""
      live={false}
      emptyText="No calls."
      moreLabel={careerBoardWords.moreOngoing}
      onPage={() => {}}
      text={careerBoardWords}
    />
  </>
);

/** The list as the static HTML draws it, its script run; then hydrated, as the scripts arrive. */
const serveList = () => serveStatic(board);
const hydrate = (container: HTMLElement) => hydrateStatic(container, board);

const shownCalls = () =>
  within(screen.getByRole("region", { name: "Open now" })).getAllByRole("heading", { level: 4 });

afterEach(() => {
  document.body.innerHTML = "";
});

test("a press on Show more before the scripts is shown as taken, and carried out once they run", async () => {
  const container = serveList();
  expect(shownCalls()).toHaveLength(12);
  const more = screen.getByRole("button", { name: careerBoardWords.moreOngoing });
  more.click();
  expect(more.getAttribute("aria-busy")).toBe("true");
  expect(shownCalls()).toHaveLength(12);
  expect(await hydrate(container)).toEqual([]);
  expect(shownCalls().map((heading) => heading.textContent)).toEqual(
    calls.map((call) => call.role),
  );
  // The first new call takes the focus, as after a press on the hydrated page.
  expect(document.activeElement).toBe(shownCalls()[12]!.closest("li"));
  expect(screen.queryByRole("button", { name: careerBoardWords.moreOngoing })).toBeNull();
});

test("without a press the hydrated list still shows its first twelve calls", async () => {
  const container = serveList();
  expect(await hydrate(container)).toEqual([]);
  expect(shownCalls()).toHaveLength(12);
  const more = screen.getByRole("button", { name: careerBoardWords.moreOngoing });
  expect(more.hasAttribute("aria-busy")).toBe(false);
});
