import {
  leaveOutControls,
  pageKind,
  personRecords,
  searchPages,
  separateTerms,
} from "@/lib/search-index";
import { teamYearSchema, type TeamYearNumber } from "@/data/schema";
import { excerptParts } from "@/lib/search-engine";
import { searchFilterKinds } from "@/data/search";
import { searchTexts } from "@/data/search-text";

/** A made-up year: one flat group, one group with sub-titles, a name met twice. */
const year = (number: TeamYearNumber) =>
  teamYearSchema.parse({
    year: number,
    groups: [
      {
        title: "HQ",
        members: [
          {
            name: "Asha Sample",
            designation: "Operations",
            lead: "Community",
            domain: "Events",
            team: "Host, Writer",
            muid: "asha@mulearn",
            linkedin: "https://www.linkedin.com/in/asha-sample/",
            image: "",
          },
        ],
      },
      {
        title: "Campus Leads",
        membersWithSubTitles: {
          "College of Samples": [{ name: "Asha Sample", designation: "Campus Lead", image: "" }],
        },
      },
    ],
  });

describe("what the indexer is given for people", () => {
  const records = personRecords(new Map([[2022, year(2022)]]));

  test("each card is a result of its own, leading to its year's page and its card", () => {
    expect(records.map((record) => [record.title, record.url])).toEqual([
      ["Asha Sample", "/team/2022#member-asha-sample"],
      ["Asha Sample", "/team/2022#member-asha-sample-2"],
    ]);
  });

  test("a record holds what the card shows, its group and year, and nothing else", () => {
    expect(records[0]!.content).toBe(
      "Asha Sample. Community Lead. Events. Host. Writer. HQ. Team 2022.",
    );
    expect(records[1]!.content).toBe(
      "Asha Sample. Campus Lead. Campus Leads. College of Samples. Team 2022.",
    );
    expect(records[0]!.content).not.toContain("asha@mulearn");
    expect(records[0]!.content).not.toContain("linkedin");
    expect(records[0]!.kind).toEqual({ label: "Person", filter: "People" });
  });

  test("this year's members lead to /team", () => {
    expect(personRecords(new Map([[2025, year(2025)]]))[0]!.url).toBe("/team#member-asha-sample");
  });

  test("the site's own team: a 2022 member leads to their card on /team/2022", () => {
    const all = personRecords();
    expect(all.find((record) => record.title === "Akshaya Rajesh")?.url).toBe(
      "/team/2022#member-akshaya-rajesh",
    );
    expect(new Set(all.map((record) => record.url)).size).toBe(all.length);
  });
});

describe("the pages the indexer reads", () => {
  const paths = searchPages().map((page) => page.path);

  test("are the public pages, without the frame, the donation record or the search page", () => {
    expect(paths).toContain("/launchpad");
    expect(paths).toContain("/interest-groups/cyber-security");
    expect(paths).toContain("/team/2022");
    for (const excluded of [
      "/cdr",
      "/donation/success",
      "/ml/donation/success",
      "/search",
      "/ml/search",
      "/profile/_",
      "/404",
    ]) {
      expect(paths).not.toContain(excluded);
    }
  });

  test("each page is tagged with its kind and filter", () => {
    expect(pageKind("/interest-groups/cyber-security")).toEqual({
      label: "Interest group",
      filter: "Groups",
    });
    expect(pageKind("/gallery/in50hr")).toEqual({ label: "Gallery event", filter: "Events" });
    expect(pageKind("/events/openmic")).toEqual({ label: "Event", filter: "Events" });
    expect(pageKind("/isr")).toEqual({ label: "Event", filter: "Events" });
    expect(pageKind("/in50hours")).toEqual({ label: "Programme", filter: "Pages" });
    expect(pageKind("/yip")).toEqual({ label: "Programme", filter: "Pages" });
    expect(pageKind("/about")).toEqual({ label: "Page", filter: "Pages" });
  });

  test("each language's search sends its form and its full results to its own search page", () => {
    expect(searchTexts.en.path).toBe("/search");
    expect(searchTexts.ml.path).toBe("/ml/search");
  });

  test("a Malayalam page's kind is said in Malayalam, its filter the same", () => {
    expect(pageKind("/ml/about")).toEqual({ label: "പേജ്", filter: "Pages" });
    expect(pageKind("/ml/be-a-part/campus")).toEqual({ label: "പേജ്", filter: "Pages" });
  });

  test("each language's search offers the filters its pages fall under, no more", () => {
    const filtersOf = (malayalam: boolean) => [
      ...new Set(
        searchPages()
          .filter((page) => page.path.startsWith("/ml") === malayalam)
          .map((page) => page.kind.filter),
      ),
    ];
    // The Malayalam pages are all pages: their search shows no filter (data/search.ts).
    expect(filtersOf(true)).toEqual(["Pages"]);
    expect(searchFilterKinds.ml).toEqual(["Pages"]);
    expect(searchTexts.ml.filters).toEqual([]);
    // English pages are of three kinds; people are records of their own (personRecords).
    expect(new Set(filtersOf(false))).toEqual(new Set(["Pages", "Groups", "Events"]));
    expect(searchTexts.en.filters.map((filter) => filter.value)).toEqual([
      "",
      "Pages",
      "People",
      "Groups",
      "Events",
    ]);
  });
});

test("an excerpt becomes runs of text, the matches marked, nothing left as HTML", () => {
  expect(excerptParts("Join <mark>Launchpad</mark> &lt;b&gt; today")).toEqual([
    { text: "Join ", marked: false },
    { text: "Launchpad", marked: true },
    { text: " <b> today", marked: false },
  ]);
});

test("a match is marked up to its word's last letter, never its full stop or comma", () => {
  expect(excerptParts("ഒരു <mark>ക്യാമ്പസുകൾ.</mark> വിദ്യാർഥികൾ <mark>µ-ID,</mark> ഇതാ")).toEqual([
    { text: "ഒരു ", marked: false },
    { text: "ക്യാമ്പസുകൾ", marked: true },
    { text: ".", marked: false },
    { text: " വിദ്യാർഥികൾ ", marked: false },
    { text: "µ-ID", marked: true },
    { text: ",", marked: false },
    { text: " ഇതാ", marked: false },
  ]);
});

test("a detail's label and value are read as a term and its description, not one word", () => {
  expect(
    separateTerms(
      '<dl><div><dt class="x">When</dt><dd>15 July 2024</dd></div><div><dt>Where</dt><dd><a href="/v">Clubhouse, <b>Technopark</b></a></dd></div><dt>Note:</dt><dd>Free.</dd></dl>',
    ),
  ).toBe(
    '<dl><div><dt class="x">When: </dt><dd>15 July 2024. </dd></div><div><dt>Where: </dt><dd><a href="/v">Clubhouse, <b>Technopark. </b></a></dd></div><dt>Note: </dt><dd>Free. </dd></dl>',
  );
});

test("a table's caption, cells and rows are read apart, not run together", () => {
  expect(
    separateTerms(
      '<table><caption class="sr-only">Prizes by place</caption><thead><tr><th>Place</th><th>Prize</th></tr></thead><tbody><tr><td>1st</td><td><b>₹50,000</b></td></tr><tr><td>2nd</td><td>₹25,000.</td></tr></tbody></table>',
    ),
  ).toBe(
    '<table><caption class="sr-only">Prizes by place. </caption><thead><tr><th>Place </th><th>Prize.  </th></tr></thead><tbody><tr><td>1st </td><td><b>₹50,000.  </b></td></tr><tr><td>2nd </td><td>₹25,000.  </td></tr></tbody></table>',
  );
});

test("controls, status lines and what screen readers skip are left out of the index", () => {
  expect(
    leaveOutControls(
      "<main><p>Stories.</p><fieldset><legend>Show stories about</legend></fieldset>" +
        '<p role="status" class="x">Showing 6 of 6 stories</p><select id="s"><option>All events</option></select>' +
        '<button type="button">Play: Dr Saji Gopinath</button><span class="n" aria-hidden="true">1</span>' +
        '<span aria-hidden="false">kept</span><div role="alert">The link is not complete</div>' +
        "<buttons-list>kept</buttons-list></main>",
    ),
  ).toBe(
    '<main><p>Stories.</p><fieldset data-pagefind-ignore=""><legend>Show stories about</legend></fieldset>' +
      '<p data-pagefind-ignore="" role="status" class="x">Showing 6 of 6 stories</p><select data-pagefind-ignore="" id="s"><option>All events</option></select>' +
      '<button data-pagefind-ignore="" type="button">Play: Dr Saji Gopinath</button><span data-pagefind-ignore="" class="n" aria-hidden="true">1</span>' +
      '<span aria-hidden="false">kept</span><div data-pagefind-ignore="" role="alert">The link is not complete</div>' +
      "<buttons-list>kept</buttons-list></main>",
  );
});
