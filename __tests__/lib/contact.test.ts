import { contactMailto, intentFromSearch, searchForIntent } from "@/lib/contact";

const ids = ["student", "partner", "other"];

test("?intent= preselects a known reason and ignores an unknown one", () => {
  expect(intentFromSearch("?intent=partner", ids)).toBe("partner");
  expect(intentFromSearch("?intent=unicorns", ids)).toBe("");
  expect(intentFromSearch("", ids)).toBe("");
});

test("choosing a reason keeps the other parameters; 'every reason' drops the intent", () => {
  expect(searchForIntent("?utm=x", "student")).toBe("?utm=x&intent=student");
  expect(searchForIntent("?intent=student", "")).toBe("");
});

test("the e-mail carries the reason as its subject and one line per field", () => {
  expect(contactMailto("info@mulearn.org", "Media and press", ["Outlet", "Deadline"])).toBe(
    "mailto:info@mulearn.org?subject=Media%20and%20press&body=Outlet%3A%20%0ADeadline%3A%20%0A%0AMessage%3A%0A",
  );
});
