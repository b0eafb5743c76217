import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { languageTwin, missingTranslations, mlPages, readMlPages } from "@/data/ml-pages";
import { routeInfo } from "@/data/routes";
import { routeMetadata } from "@/lib/metadata";
import sitemap from "@/app/sitemap";
import { mlTextSchema, uiTextSchema } from "@/data/i18n";
import { parseDataFile } from "@/data/schema";

const read = (file: string) => JSON.parse(readFileSync(path.join(process.cwd(), file), "utf8"));

describe("missing translations", () => {
  test("names each English text the Malayalam lacks or leaves empty, by its dotted path", () => {
    const english = { heading: "Who we are", cards: [{ title: "A", text: "B" }, { title: "C" }] };
    const malayalam = { heading: "ഞങ്ങൾ", cards: [{ title: "എ", text: " " }] };
    expect(missingTranslations(english, malayalam)).toEqual(["cards.0.text", "cards.1"]);
  });

  test("a Malayalam file missing one card's text stops the build, naming the file and field", () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), "pages-ml-"));
    cpSync(path.join(process.cwd(), "content/pages-ml"), folder, { recursive: true });
    const about = JSON.parse(readFileSync(path.join(folder, "about.json"), "utf8"));
    delete about.sections[1].cards[2].text;
    writeFileSync(path.join(folder, "about.json"), JSON.stringify(about));
    expect(() => readMlPages(folder)).toThrow(
      `${folder}/about.json:\n  - field "sections.1.cards.2.text": has no Malayalam text (content/pages/about.json has one)`,
    );
  });
});

test("the Malayalam words file without its link to the English search page stops the build", () => {
  const ml = read("content/i18n/ml.json");
  const without = { ...ml, search: { ...ml.search, englishIndex: " " } };
  expect(() => parseDataFile("content/i18n/ml.json", mlTextSchema, without)).toThrow(
    'Invalid data in content/i18n/ml.json:\n  - field "search.englishIndex": is required',
  );
  // English has no such link: its file leaves the field empty.
  expect(
    parseDataFile("content/i18n/en.json", uiTextSchema, read("content/i18n/en.json")).search
      .englishIndex,
  ).toBe("");
});

describe("the Malayalam pages", () => {
  test("live under /ml, each the twin of the English page at the rest of its address", () => {
    expect(mlPages.map((page) => [page.english, page.path])).toEqual([
      ["/", "/ml"],
      ["/about", "/ml/about"],
      ["/be-a-part/learners", "/ml/be-a-part/learners"],
      ["/be-a-part/campus", "/ml/be-a-part/campus"],
      ["/enablers", "/ml/enablers"],
      ["/kkem", "/ml/kkem"],
      ["/donation", "/ml/donation"],
      ["/donation/success", "/ml/donation/success"],
      ["/search", "/ml/search"],
    ]);
    expect(languageTwin("/about")).toEqual({ en: "/about", ml: "/ml/about" });
    expect(languageTwin("/ml")).toEqual({ en: "/", ml: "/ml" });
    expect(languageTwin("/team")).toBeUndefined();
  });

  test("take their header's words from their own file", () => {
    expect(routeInfo("/ml/about").heading).toBe("µLearn Foundation-നെക്കുറിച്ച്");
  });

  test("name each other as alternates, with English as the default", () => {
    const languages = { "en-IN": "/about", ml: "/ml/about", "x-default": "/about" };
    expect(routeMetadata("/ml/about").alternates).toEqual({ canonical: "/ml/about", languages });
    expect(routeMetadata("/about").alternates).toEqual({ canonical: "/about", languages });
    expect(routeMetadata("/team").alternates).toEqual({ canonical: "/team" });
  });

  test("are in the sitemap with their alternates", () => {
    const entry = sitemap().find((item) => item.url === "https://mulearn.org/ml/about");
    expect(entry?.alternates).toEqual({
      languages: {
        "en-IN": "https://mulearn.org/about",
        ml: "https://mulearn.org/ml/about",
        "x-default": "https://mulearn.org/about",
      },
    });
  });

  test("a button to a page in English only says so, by hreflang and a mark", () => {
    const about = mlPages.find((page) => page.path === "/ml/about")!.page;
    expect(about?.actions?.[1]).toEqual({
      label: "ഞങ്ങളുടെ മാനിഫെസ്റ്റോ വായിക്കുക (ഇംഗ്ലീഷ്)",
      href: "/manifesto",
      newWindow: false,
      hrefLang: "en",
    });
  });
});

describe("the glossary", () => {
  const { terms, names } = read("content/i18n/glossary.json") as {
    terms: { term: string; stems: string[] }[];
    names: string[];
  };

  /** Every [English, Malayalam] text pair at the same place of two files of the same shape. */
  function pairs(english: unknown, malayalam: unknown): [string, string][] {
    if (typeof english === "string" && typeof malayalam === "string") return [[english, malayalam]];
    if (english && malayalam && typeof english === "object" && typeof malayalam === "object") {
      return Object.entries(english).flatMap(([key, value]) =>
        pairs(value, (malayalam as Record<string, unknown>)[key]),
      );
    }
    return [];
  }

  const files: [string, string][] = [
    ...["home", "about", "be-a-part-learners", "be-a-part-campus", "enablers", "kkem"].map(
      (name): [string, string] => [`content/pages/${name}.json`, `content/pages-ml/${name}.json`],
    ),
    ["content/i18n/en.json", "content/i18n/ml.json"],
    ["content/donation/en.json", "content/donation/ml.json"],
  ];

  test.each(files)("where %s uses a glossary term, %s uses its Malayalam form", (en, ml) => {
    const misses: string[] = [];
    for (const [english, malayalam] of pairs(read(en), read(ml))) {
      // Addresses and ids are not words a reader sees.
      if (/^[/{#]|^[a-z0-9-]+$/.test(english)) continue;
      // A name kept as written ("Karma Fest") holds its term in English.
      const unnamed = names.reduce((text, name) => text.replaceAll(name, ""), english);
      for (const { term, stems } of terms) {
        // The term as a word, or its plural: "level" in "levels", not in "developer".
        const escaped = term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
        const said = new RegExp(`(?<!\\p{L})${escaped}(?:s|es)?(?!\\p{L})`, "iu").test(unnamed);
        if (said && !stems.some((stem) => malayalam.includes(stem))) {
          misses.push(`${term} → ${stems[0]}: ${malayalam}`);
        }
      }
    }
    expect(misses).toEqual([]);
  });
});
