import { unlinkSync } from "node:fs";
import { readLegalDocuments, privacy, terms } from "@/data/legal";
import { scratchContentFolder } from "@/__tests__/helpers/content-folder";

let { folder, write } = scratchContentFolder("legal-");
const contact = { id: "contact", title: "Contact", paragraphs: ["Write to {legal.email}."] };
const page = (path: string, sections: unknown[] = [contact]) =>
  write(`${path.slice(1)}.json`, { path, lastUpdated: "2025-06", intro: "Hello.", sections });

beforeEach(() => {
  ({ folder, write } = scratchContentFolder("legal-"));
  page("/termsandconditions");
  page("/privacypolicy");
});

test("the legal pages read their contact set and the site's host from the named values", () => {
  expect(terms.intro).toBe(
    "These terms apply when you use the µLearn Foundation website (mulearn.org) and when you take part in the µLearn community, including its Discord server and events. By using them you agree to these terms.",
  );
  expect(privacy.sections.at(-1)!.paragraphs).toEqual([
    "Questions about privacy: mulearnadmin@gtechindia.org, or write to µLearn Foundation, Technopark Trivandrum, Kazhakkoottam, Trivandrum - 695581, Kerala, India.",
  ]);
  expect(readLegalDocuments(folder)["/privacypolicy"].sections[0]!.paragraphs).toEqual([
    "Write to mulearnadmin@gtechindia.org.",
  ]);
});

describe("a broken legal page stops the build, naming the file, the section and the field", () => {
  test("a paragraph naming a value there is none of", () => {
    page("/privacypolicy", [{ ...contact, paragraphs: ["Write to {legal.mail}."] }]);
    expect(() => readLegalDocuments(folder)).toThrow(
      `Invalid data in ${folder}/privacypolicy.json:\n` +
        '  - entry "Contact" (sections[0]) › entry paragraphs[0]: names "{legal.mail}", which is not a value content files can use (docs/editing.md lists them)',
    );
  });

  test("two sections with one anchor", () => {
    page("/termsandconditions", [contact, { ...contact, title: "Write to us" }]);
    expect(() => readLegalDocuments(folder)).toThrow(
      `Invalid data in ${folder}/termsandconditions.json:\n` +
        '  - entry "Write to us" (sections[1]) › field "id": "contact" is the anchor of an earlier section; each section needs its own',
    );
  });

  test("a date that is not a day or a month", () => {
    write("privacypolicy.json", {
      path: "/privacypolicy",
      lastUpdated: "September 2025",
      intro: "Hello.",
      sections: [contact],
    });
    expect(() => readLegalDocuments(folder)).toThrow(
      `Invalid data in ${folder}/privacypolicy.json:\n  - field "lastUpdated": must be a day written YYYY-MM-DD, or a month written YYYY-MM`,
    );
  });

  test("a file named after another page than its address", () => {
    page("/privacypolicy");
    unlinkSync(`${folder}/termsandconditions.json`);
    write("terms.json", {
      path: "/termsandconditions",
      lastUpdated: "2025-06",
      intro: "Hi.",
      sections: [contact],
    });
    expect(() => readLegalDocuments(folder)).toThrow(
      `Invalid data in ${folder}/terms.json:\n  - field "path": "/termsandconditions" belongs in ${folder}/termsandconditions.json`,
    );
  });

  test("a file for a page that is not a legal page", () => {
    page("/refunds");
    expect(() => readLegalDocuments(folder)).toThrow(
      `Invalid data in ${folder}/refunds.json:\n  - field "path": must be one of the legal pages' addresses: /termsandconditions, /privacypolicy`,
    );
  });

  test("a legal page without its file", () => {
    unlinkSync(`${folder}/privacypolicy.json`);
    expect(() => readLegalDocuments(folder)).toThrow(
      `Missing ${folder}/privacypolicy.json: the page /privacypolicy has no text`,
    );
  });
});
