import { liveNote } from "@/components/live/live-note";
import { uiText } from "@/data/i18n";

test("an empty snapshot has no date; the host is the backend's and the words are English", () => {
  const note = liveNote(null);
  expect(note.asOf).toBeNull();
  expect(note.sourceHost).toBe("mulearn.org");
  expect(note.words.live).toBe("Live: this is what µLearn's server holds right now.");
  expect(note.words.emptySnapshot).toBe(
    "This copy of the page holds no live data: it loads from µLearn's server when the page opens in a browser with JavaScript.",
  );
});

test("a snapshot's date is its day in India, written in the page's language", () => {
  expect(liveNote("2026-11-24T20:00:00Z").asOf).toBe("25 November 2026");
  const ml = liveNote("2026-11-24T20:00:00Z", { words: uiText.ml.liveStatus, locale: "ml-IN" });
  expect(ml.asOf).toBe("2026 നവംബർ 25");
  expect(ml.words.live).toBe("തത്സമയം: µLearn-ന്റെ സെർവറിൽ ഇപ്പോഴുള്ളത് ഇതാണ്.");
});
