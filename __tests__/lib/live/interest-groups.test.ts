import {
  fetchInterestGroups,
  liveGroupFor,
  readInterestGroupList,
  readInterestGroupsSnapshot,
  unknownGroups,
} from "@/lib/live/interest-groups";
import { liveSources, takeSnapshot } from "@/lib/live/sources";
import { interestGroupAppUrl, interestGroups } from "@/data/interest-groups";
import snapshotFile from "@/data/live/interest-groups.json";

const envelope = (response: unknown) =>
  JSON.stringify({ hasError: false, statusCode: 200, message: { general: [] }, response });

const socials = {
  github: "https://github.com/asha",
  facebook: null,
  instagram: null,
  linkedin: "https://www.linkedin.com/in/asha-k",
  dribble: null,
  behance: null,
  stackoverflow: null,
  medium: null,
  hackerrank: null,
};

/** The contract's answer (§13), with what a careless backend might add. */
const answer = {
  interestGroups: [
    {
      id: "9b8aaf7f-16a0-4a66-ae53-79b8c25e5faa",
      name: "Web Development",
      leads: [
        {
          muid: "asha-k@mulearn",
          full_name: "Asha K",
          profile_pic: "https://mulearn.org/muback-media/user/profile/u1.png",
          socials,
          email: "asha@example.org",
        },
        // A µ-ID the backend does not know: no name to show.
        { muid: "ghost@mulearn", full_name: null, profile_pic: null },
      ],
      mentors: [
        {
          muid: "ravi@mulearn",
          full_name: "Ravi M",
          profile_pic: "http://mulearn.org/muback-media/user/profile/u2.png",
          socials: {
            ...socials,
            github: "javascript:alert(1)",
            linkedin: "https://evil.example/x",
          },
          company: "Example Labs",
        },
        { muid: "x@mulearn", full_name: "mentor@example.org", company: "A" },
        { muid: "y@mulearn", full_name: "Meera S", company: "meera@example.org" },
      ],
      // The stored JSON was unparsable: the raw text passes through.
      thinktank: '[{"muid": "broken@mulearn", "full_name": ',
      impact_projects: [
        {
          id: "p1",
          ig_id: "ig-1",
          title: "Campus Map",
          image: null,
          description: "A map of the campus.",
          team: [
            { muid: "asha-k@mulearn", name: "Asha K", avatar: null, is_lead: true },
            { muid: "b@mulearn", name: "Binu", avatar: null, is_lead: false },
          ],
          links: [
            { label: "Repo", url: "https://github.com/x/y" },
            { label: "Old", url: "http://example.org" },
            { label: "Bad", url: "javascript:alert(1)" },
          ],
          created_by: "Staff Name",
          updated_by: "Staff Name",
          created_at: "2025-01-01T00:00:00Z",
          updated_at: "2025-01-02T00:00:00Z",
        },
        { id: "p2", title: null },
      ],
    },
    { id: "x", name: null },
    {
      id: "cloud-1",
      name: "Cloud & DevOps",
      leads: JSON.stringify([{ muid: "n@mulearn", full_name: "Nila P", profile_pic: null }]),
      mentors: [],
      thinktank: [],
      impact_projects: [],
    },
  ],
};

const read = () => readInterestGroupList(answer);

test("a group keeps its people's names, companies, https links and backend pictures only", () => {
  const [web] = read();
  expect(web).toEqual({
    id: "9b8aaf7f-16a0-4a66-ae53-79b8c25e5faa",
    name: "Web Development",
    leads: [
      {
        name: "Asha K",
        company: null,
        picture: "https://mulearn.org/muback-media/user/profile/u1.png",
        linkedin: "https://www.linkedin.com/in/asha-k",
        github: "https://github.com/asha",
      },
    ],
    mentors: [
      { name: "Ravi M", company: "Example Labs", picture: null, linkedin: null, github: null },
      // Her company was an e-mail address: the company goes, she stays.
      { name: "Meera S", company: null, picture: null, linkedin: null, github: null },
    ],
    thinktank: [],
    projects: [
      {
        id: "p1",
        title: "Campus Map",
        description: "A map of the campus.",
        team: [
          { name: "Asha K", lead: true },
          { name: "Binu", lead: false },
        ],
        links: [{ label: "Repo", url: "https://github.com/x/y" }],
      },
    ],
  });
});

test("no e-mail survives: not a field, not a name, not a company", () => {
  const text = JSON.stringify(read());
  expect(text).not.toMatch(/@example\.org/);
  expect(text).not.toContain("Staff Name");
  expect(text).not.toContain('mulearn"'); // no µ-ID is kept
  // The mentor whose name was an e-mail address is dropped.
  expect(read()[0]?.mentors.map((m) => m.name)).toEqual(["Ravi M", "Meera S"]);
});

test("unknown µ-IDs and unparsable member JSON drop the member, not the group", () => {
  const [web, cloud] = read();
  expect(web?.leads.map((l) => l.name)).toEqual(["Asha K"]);
  expect(web?.thinktank).toEqual([]);
  // A list written as JSON text is read.
  expect(cloud?.leads.map((l) => l.name)).toEqual(["Nila P"]);
});

test("a group without a name is dropped; the variants of the list's key are read", () => {
  expect(read().map((g) => g.name)).toEqual(["Web Development", "Cloud & DevOps"]);
  expect(readInterestGroupList({ interest_groups: answer.interestGroups })).toHaveLength(2);
  expect(readInterestGroupList(answer.interestGroups)).toHaveLength(2);
  expect(() => readInterestGroupList({ interestGroups: "none" })).toThrow();
});

test("our groups match live ones by the app's id, else by name or alias", () => {
  const live = read();
  const web = interestGroups.find((g) => g.slug === "web-development")!;
  const cloud = interestGroups.find((g) => g.slug === "cloud")!;
  const civil = interestGroups.find((g) => g.slug === "civil")!;
  expect(liveGroupFor(web, live)?.name).toBe("Web Development");
  expect(liveGroupFor({ ...cloud, appId: undefined }, live)?.id).toBe("cloud-1");
  expect(liveGroupFor(civil, live)).toBeNull();
});

test("a live group none of ours matches is one this build does not know", () => {
  const live = readInterestGroupList([
    ...answer.interestGroups,
    { id: "space-1", name: "Space Technology", leads: [], mentors: [], thinktank: [] },
  ]);
  expect(unknownGroups(interestGroups, live).map((g) => g.name)).toEqual(["Space Technology"]);
  expect(unknownGroups(interestGroups, read())).toEqual([]);
});

test("a group's page on the app: its id in the path, escaped; else the app's list", () => {
  expect(interestGroupAppUrl({ appId: "quantum-1" })).toBe(
    "https://app.mulearn.org/dashboard/interest-groups/quantum-1",
  );
  expect(interestGroupAppUrl({ appId: "../login?x=1" })).toBe(
    "https://app.mulearn.org/dashboard/interest-groups/..%2Flogin%3Fx%3D1",
  );
  expect(interestGroupAppUrl({})).toBe("https://app.mulearn.org/dashboard/interest-groups");
});

test("23 groups, each with its own slug; the app's id where the sources give one", () => {
  expect(interestGroups).toHaveLength(23);
  expect(new Set(interestGroups.map((g) => g.slug)).size).toBe(23);
  expect(interestGroups.filter((g) => g.appId)).toHaveLength(11);
  for (const group of interestGroups) expect(group.summary.length).toBeLessThan(160);
});

test("the committed snapshot is empty until a refresh, and is re-read through the normaliser", () => {
  expect(readInterestGroupsSnapshot(snapshotFile)).toEqual({
    source: "interest-groups",
    fetchedAt: null,
    groups: [],
  });
  const edited = readInterestGroupsSnapshot({
    fetchedAt: "2026-11-25T09:00:00.000Z",
    groups: [{ id: "a", name: "Blockchain", leads: [{ name: "x@example.org" }, { name: "Tara" }] }],
  });
  expect(edited.groups[0]?.leads.map((l) => l.name)).toEqual(["Tara"]);
});

test("the live call asks the public list and fails on an error page", async () => {
  const asked: string[] = [];
  global.fetch = jest.fn(async (url: string) => {
    asked.push(url);
    return { status: 500, text: async () => "<h1>Server Error (500)</h1>" };
  }) as unknown as typeof fetch;
  const result = await fetchInterestGroups();
  expect(asked).toEqual(["https://mulearn.org/api/v1/public/ig/list/"]);
  expect(result).toMatchObject({ ok: false, kind: "server" });
});

test("a refresh writes no picture, e-mail, µ-ID or staff name into the snapshot", async () => {
  global.fetch = jest.fn(async () => ({
    status: 200,
    text: async () => envelope(answer),
  })) as unknown as typeof fetch;
  const source = liveSources.find((s) => s.name === "interest-groups")!;
  const snapshot = await takeSnapshot(source, new Date("2026-11-25T09:00:00Z"));
  const text = JSON.stringify(snapshot);
  expect(snapshot.fetchedAt).toBe("2026-11-25T09:00:00.000Z");
  expect(text).toContain("Asha K");
  expect(text).not.toMatch(/@example\.org|@mulearn|muback-media|Staff Name/);
});
