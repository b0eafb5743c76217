// Turns the old site's team files into the team years content/team/ holds, with a report of every
// correction and every dropped value. Pure: the caller passes a function that reads one old file
// (a path relative to the old data folder) and returns its parsed JSON.
import {
  cleanImage,
  cleanLabel,
  cleanLink,
  cleanMuid,
  cleanRoles,
  cleanText,
  imageBaseName,
  nameKey,
  TYPOS,
} from "./clean.mjs";
import { TEAM_LAYOUT } from "./layout.mjs";

const LINK_FIELDS = ["linkedin", "github", "twitter", "drive"];
/** The order fields are written in, as in the README's example. */
const FIELD_ORDER = [
  "id",
  "name",
  "designation",
  "lead",
  "muid",
  "team",
  "domain",
  "image",
  "linkedin",
  "github",
  "twitter",
  "drive",
];

/**
 * One old entry as our member. `notes` are { drop, text } with the field and the reason.
 * Shapes: (a) position, (b) muid/team/lead, (c) id/designation/domain; missing fields are empty.
 */
export function convertMember(raw, { keepIds = false } = {}) {
  const notes = [];
  const note = (result) => {
    if (result.note) notes.push({ drop: Boolean(result.dropped), text: result.note });
    return result.value;
  };
  const text = (field, value, clean) => {
    const cleaned = clean(value);
    const original = typeof value === "string" ? value : "";
    if (cleaned !== original) {
      const typo = Object.keys(TYPOS).some((word) => new RegExp(`\\b${word}\\b`).test(original));
      const reason = typo ? "misspelling" : "spacing";
      notes.push({ drop: false, text: `${field} ${q(original)} → ${q(cleaned)} (${reason})` });
    }
    return cleaned;
  };

  const member = {
    name: text("name", raw.name, cleanText),
    designation: text("designation", raw.designation ?? raw.position, cleanLabel),
    lead: text("lead", raw.lead, cleanLabel),
    muid: note(cleanMuid(raw.muid)),
    team: text("team", raw.team, cleanRoles),
    domain: text("domain", raw.domain, cleanLabel),
    image: note(cleanImage(raw.image)),
  };
  if (keepIds && Number.isInteger(raw.id) && raw.id > 0) member.id = raw.id;

  const links = Object.fromEntries(
    LINK_FIELDS.map((field) => [field, cleanLink(field, raw[field])]),
  );
  for (const field of LINK_FIELDS) {
    const link = links[field];
    if (!link.moveTo) {
      member[field] = note(link);
      continue;
    }
    const target = links[link.moveTo];
    if (!target.value) {
      target.value = link.value;
      notes.push({ drop: false, text: `${link.note}: moved to ${link.moveTo}` });
      member[link.moveTo] = link.value;
    } else {
      const same = target.value === link.value ? "the same link" : `another ${link.moveTo} link`;
      notes.push({
        drop: true,
        text: `${link.note}: dropped, ${link.moveTo} already holds ${same}`,
      });
    }
    member[field] = "";
  }
  return { member, notes };
}

/** The member's fields in the README's order, empty ones left out (the schema fills them in). */
export function compactMember(member) {
  const out = {};
  for (const field of FIELD_ORDER) {
    if (member[field] !== undefined && member[field] !== "") out[field] = member[field];
  }
  return out;
}

/** "vishnu-c-r-821a31201" → "vishnucra": the letters of a LinkedIn profile's path. */
const profileLetters = (url) =>
  new URL(url).pathname
    .replace(/^\/in\//, "")
    .toLowerCase()
    .replace(/[^a-z]/g, "");

/** The same profile however it was typed: no query, no trailing slash, one host. */
const profileKey = (url) => {
  const { pathname } = new URL(url);
  return pathname.replace(/\/+$/, "").toLowerCase();
};

/**
 * Rules across the entries of one old file: a person listed twice (the second is dropped), one LinkedIn
 * profile given to two people (kept only for the one whose first name the profile spells, else
 * dropped from all), and a photo named after another person in the group (dropped).
 */
export function checkGroup(entries) {
  const notes = [];
  const seen = new Map();
  const kept = [];
  for (const entry of entries) {
    const key = nameKey(entry.member.name);
    const first = seen.get(key);
    if (first) {
      const same =
        first.member.name === entry.member.name
          ? "listed twice in the group"
          : `the same person as ${q(first.member.name)} above`;
      notes.push({ entry, drop: true, text: `entry dropped: ${same} (the first entry is kept)` });
      continue;
    }
    seen.set(key, entry);
    kept.push(entry);
  }

  const byProfile = new Map();
  for (const entry of kept) {
    if (!entry.member.linkedin) continue;
    const key = profileKey(entry.member.linkedin);
    byProfile.set(key, [...(byProfile.get(key) ?? []), entry]);
  }
  for (const sharers of byProfile.values()) {
    if (sharers.length < 2) continue;
    const letters = profileLetters(sharers[0].member.linkedin);
    const owners = sharers.filter(({ member }) => {
      const firstName = nameKey(member.name.split(" ")[0] ?? "");
      return firstName.length >= 3 && letters.replace(/(.)\1+/g, "$1").includes(firstName);
    });
    const names = sharers.map(({ member }) => q(member.name)).join(" and ");
    for (const entry of sharers) {
      if (owners.length === 1 && owners[0] === entry) continue;
      const reason =
        owners.length === 1
          ? `it is ${q(owners[0].member.name)}'s profile`
          : `${names} share it and it names neither`;
      notes.push({
        entry,
        drop: true,
        text: `linkedin ${q(entry.member.linkedin)} dropped: ${reason}`,
      });
      entry.member.linkedin = "";
    }
  }

  const people = new Map(kept.map((entry) => [nameKey(entry.member.name), entry]));
  for (const entry of kept) {
    if (!entry.member.image) continue;
    const pictured = people.get(nameKey(imageBaseName(entry.member.image)));
    if (pictured && pictured !== entry) {
      notes.push({
        entry,
        drop: true,
        text: `image ${q(entry.member.image)} dropped: the photo of ${q(pictured.member.name)}`,
      });
      entry.member.image = "";
      entry.wrongPhoto = true;
    }
  }
  return { kept, notes };
}

/**
 * A card whose photo was someone else's gets the person's own photo when another file of the
 * import holds it: the same person (by name, or by µ-ID) with a photo named after them. Chris
 * Thomas Abraham's 2024 Pillars card showed Maryam Mohamed Yahya's photo; his Interns 2024 card
 * has his own.
 */
export function ownPhotos(entries) {
  const notes = [];
  for (const entry of entries.filter((e) => e.wrongPhoto)) {
    const key = nameKey(entry.member.name);
    const found = entries.find(
      (other) =>
        other !== entry &&
        other.member.image &&
        nameKey(imageBaseName(other.member.image)) === key &&
        (nameKey(other.member.name) === key ||
          (entry.member.muid && other.member.muid === entry.member.muid)),
    );
    if (!found) continue;
    entry.member.image = found.member.image;
    notes.push({
      entry,
      drop: false,
      text: `image ${q(found.member.image)} taken from ${found.file}: the person's own photo`,
    });
  }
  return notes;
}

/** Sub-titles in order of first appearance, those named in `order` first and in that order. */
function splitEntries(entries, { splitBy, prefix, order = [] }) {
  const sections = new Map(order.map((name) => [name, []]));
  for (const entry of entries) {
    const name = entry.member[splitBy];
    sections.set(name, [...(sections.get(name) ?? []), entry]);
  }
  return [...sections]
    .filter(([, list]) => list.length)
    .map(([name, list]) => [prefix + name, list]);
}

/**
 * The whole import. `readOldFile(path)` returns the parsed JSON of one old file. Returns the years
 * (TeamYearInput objects), the report lines and a per-file summary.
 */
export function importTeam(readOldFile, layout = TEAM_LAYOUT) {
  const lines = [];
  const summary = [];

  function readEntries(file, options) {
    const data = readOldFile(file);
    if (!Array.isArray(data)) throw new Error(`${file}: expected a JSON array of people`);
    const stats = { file, read: data.length, written: 0, corrections: 0, drops: 0 };
    summary.push(stats);
    return data.map((raw) => {
      const { member, notes } = convertMember(raw, options);
      const entry = { member, file, stats };
      record(entry, notes);
      return entry;
    });
  }

  function record(entry, notes) {
    for (const { drop, text } of notes) {
      entry.stats[drop ? "drops" : "corrections"] += 1;
      lines.push(`${entry.file} › ${q(entry.member.name)}: ${text}`);
    }
  }

  const everyone = [];
  function finish(entries) {
    const { kept, notes } = checkGroup(entries);
    for (const { entry, ...note } of notes) record(entry, [note]);
    for (const entry of kept) entry.stats.written += 1;
    everyone.push(...kept);
    return kept;
  }

  // Entries first, then the rules across files, then the written members.
  const placed = layout.map(({ year, groups }) => ({
    year,
    groups: groups.map((group) => {
      const head = { title: group.title, description: group.description };
      if (group.file) return { head, members: finish(readEntries(group.file, group)) };
      // Each old file is checked on its own: a district head may also be a campus ambassador.
      const sections = group.subTitles.flatMap((section) => {
        const kept = finish(readEntries(section.file, section));
        return section.splitBy ? splitEntries(kept, section) : [[section.subTitle, kept]];
      });
      return { head, sections };
    }),
  }));
  for (const { entry, ...note } of ownPhotos(everyone)) record(entry, [note]);

  const compact = (entries) => entries.map((e) => compactMember(e.member));
  const years = placed.map(({ year, groups }) => ({
    year,
    groups: groups.map(({ head, members, sections }) =>
      members
        ? { ...head, members: compact(members) }
        : {
            ...head,
            membersWithSubTitles: Object.fromEntries(
              sections.map(([subTitle, entries]) => [subTitle, compact(entries)]),
            ),
          },
    ),
  }));
  return { years, lines, summary };
}

/** The report as printed: one line per correction or drop, then a table per file. */
export function formatReport({ lines, summary }) {
  const table = summary.map(
    (s) =>
      `  ${s.file.padEnd(22)} ${String(s.read).padStart(4)} read ${String(s.written).padStart(4)} written ` +
      `${String(s.corrections).padStart(3)} corrected ${String(s.drops).padStart(3)} dropped`,
  );
  return [...lines, "", "Per file:", ...table].join("\n");
}

/** Quoted as JSON, with a non-breaking space shown as \u00a0 so the report can be read. */
const q = (value) => JSON.stringify(value).replace(/\u00a0/g, "\\u00a0");
