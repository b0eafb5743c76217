import { render, screen, within } from "@testing-library/react";
import { LearnersSection } from "@/components/learners/LearnersSection";
import { LearnerBoards } from "@/components/learners/LearnerBoards";
import { uiText } from "@/data/i18n";

// The boards ask the backend after the first paint; here it never answers, so the snapshot stays.
beforeEach(() => {
  global.fetch = jest.fn(() => new Promise<Response>(() => {}));
});

const ml = uiText.ml;

test("on a Malayalam page the boards, their columns and the status line are in Malayalam", () => {
  render(
    <LearnerBoards
      snapshot={{
        monthly: [{ name: "Asha", karma: 1234567, institution: "CET", muid: null }],
        allTime: [],
        colleges: [{ name: "CET", karma: 250000, students: 1500 }],
      }}
      note={{ asOf: "2026 നവംബർ 25", sourceHost: "mulearn.org", words: ml.liveStatus }}
      words={ml.learners}
      locale="ml-IN"
    />,
  );
  expect(screen.getByRole("heading", { name: "ഈ മാസം" })).toBeInTheDocument();
  expect(screen.getByRole("heading", { name: "എക്കാലത്തും" })).toBeInTheDocument();
  const monthly = screen.getByRole("table", { name: "മുന്നിലുള്ള പഠിതാക്കൾ: ഈ മാസം" });
  expect(within(monthly).getByRole("columnheader", { name: "റാങ്ക്" })).toBeInTheDocument();
  expect(within(monthly).getByRole("columnheader", { name: "പഠിതാവ്" })).toBeInTheDocument();
  expect(within(monthly).getByRole("cell", { name: "12,34,567" })).toBeInTheDocument();
  expect(screen.getByText("1,500 പഠിതാക്കൾ")).toBeInTheDocument();
  expect(screen.getByText("പേജിന്റെ ഈ പകർപ്പിൽ റാങ്കിങ്ങുകളില്ല.")).toBeInTheDocument();
  expect(
    screen.getByText(
      "ഇത് 2026 നവംബർ 25-ലെ പകർപ്പാണ്; പേജ് തുറക്കുമ്പോൾ പുതിയതുണ്ടോ എന്ന് µLearn-ന്റെ സെർവറിൽ നോക്കും.",
    ),
  ).toBeInTheDocument();
  expect(
    screen.getByText("ഈ റാങ്കിങ്ങുകൾ µLearn-ന്റെ സെർവറിലെ പൊതു ലീഡർബോർഡുകളിൽ നിന്നാണ് (mulearn.org)."),
  ).toBeInTheDocument();
});

test("the Malayalam section's heading and lead are in Malayalam, the English one's in English", () => {
  const { unmount } = render(<LearnersSection lang="ml" />);
  expect(screen.getByRole("heading", { level: 2, name: "മുന്നിലുള്ള പഠിതാക്കൾ" })).toBeInTheDocument();
  expect(screen.getByRole("heading", { name: "കോളേജുകൾ" })).toBeInTheDocument();
  unmount();
  render(<LearnersSection />);
  expect(screen.getByRole("heading", { level: 2, name: "Top learners" })).toBeInTheDocument();
  expect(screen.getByRole("heading", { name: "Colleges" })).toBeInTheDocument();
  expect(screen.getAllByText("No rankings in this copy of the page.")).toHaveLength(3);
});
