import { render, screen } from "@testing-library/react";
import { LiveStatusLine } from "@/components/live/LiveStatusLine";
import type { LiveStatus } from "@/hooks/use-live";
import { uiText } from "@/data/i18n";

const renderLine = (asOf: string | null, status: LiveStatus) =>
  render(
    <LiveStatusLine
      source="Hiring calls come from the Career Labs board on µLearn's server"
      sourceHost="mulearn.org"
      asOf={asOf}
      status={status}
      words={uiText.en.liveStatus}
    >
      <p>Times are India time (IST).</p>
    </LiveStatusLine>,
  );

/** The one message a visitor reads in the status line (the others keep its height, hidden). */
const says = () =>
  Array.from(
    screen.getByRole("status").querySelectorAll("p:not([aria-hidden='true'])"),
    (message) => message.textContent,
  );

test("it says where the data comes from, with the host, then what more the block adds", () => {
  renderLine("25 November 2026", "snapshot");
  expect(
    screen.getByText(
      "Hiring calls come from the Career Labs board on µLearn's server (mulearn.org).",
    ),
  ).toBeInTheDocument();
  expect(screen.getByText("Times are India time (IST).")).toBeInTheDocument();
});

test.each([
  [
    "a dated snapshot",
    "25 November 2026",
    "snapshot",
    "This copy is as of 25 November 2026; the page checks µLearn's server for a newer one when it opens.",
  ],
  [
    "the empty snapshot",
    null,
    "snapshot",
    "This copy of the page holds no live data: it loads from µLearn's server when the page opens in a browser with JavaScript.",
  ],
  ["live data", "25 November 2026", "live", "Live: this is what µLearn's server holds right now."],
  [
    "live data over the empty snapshot",
    null,
    "live",
    "Live: this is what µLearn's server holds right now.",
  ],
  [
    "a failure over a dated snapshot",
    "25 November 2026",
    "failed",
    "µLearn's server could not be reached just now, so this is the copy as of 25 November 2026. Reload the page later to try again.",
  ],
  [
    "a failure over the empty snapshot",
    null,
    "failed",
    "µLearn's server could not be reached just now. Reload the page later to try again.",
  ],
] as const)("%s: it says one thing", (_, asOf, status, message) => {
  renderLine(asOf, status);
  expect(says()).toEqual([message]);
});

test("on a Malayalam page it says which copy is on screen in Malayalam, the date in its place", () => {
  render(
    <LiveStatusLine
      source="ഈ റാങ്കിങ്ങുകൾ µLearn-ന്റെ സെർവറിലെ പൊതു ലീഡർബോർഡുകളിൽ നിന്നാണ്"
      sourceHost="mulearn.org"
      asOf="2026 നവംബർ 25"
      status="failed"
      words={uiText.ml.liveStatus}
    />,
  );
  expect(says()).toEqual([
    "ഇപ്പോൾ µLearn-ന്റെ സെർവറിൽ എത്താനായില്ല, അതിനാൽ ഇത് 2026 നവംബർ 25-ലെ പകർപ്പാണ്. കുറച്ചു കഴിഞ്ഞ് പേജ് വീണ്ടും ലോഡ് ചെയ്ത് നോക്കുക.",
  ]);
});
