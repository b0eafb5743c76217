#!/usr/bin/env node
// Writes the clearly-marked SAMPLE team rosters in data/team/*.ts with the volumes of SPEC §9.
// We hold no real roster: every name ends in a sample surname and every handle says "sample".
// Editors replace these files by hand (README, "Team data"); this script is only for a reset:
//   node scripts/sample-team.mjs && npx prettier --write data/team
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const firstNames = (
  "Aarav Aditi Akhil Alina Amal Ameya Anagha Anjali Arjun Aswin Athira Devika Dhruv Diya Fathima " +
  "Gautham Gopika Hari Irfan Ishaan Jithin Kavya Keerthana Krishna Lakshmi Meera Midhun Nandana " +
  "Navaneeth Neha Nikhil Nila Parvathy Pranav Rahul Reshma Riya Rohan Sanjay Sara Shreya Sidharth " +
  "Sneha Sreya Tara Tejas Varun Vishnu Yadu Zara Abhinav Aiswarya Basil Catherine Deepak Elena " +
  "Farhan Gayathri Hiba Joel"
).split(" ");
const surnames = ["Sample", "Example", "Demo", "Specimen", "Placeholder", "Template"];
const titles = [
  "Program Manager",
  "Frontend Developer",
  "Graphic Designer",
  "Operation Manager",
  "QA Tester",
  "Content Writer",
  "Community Manager",
  "Backend Developer",
  "UI/UX Designer",
  "Event Coordinator",
];

let counter = 0;
function person(overrides = {}) {
  const index = counter++;
  const first = firstNames[index % firstNames.length];
  const last = surnames[Math.floor(index / firstNames.length) % surnames.length];
  const handle = `${first}-${last}-${String(index + 1).padStart(3, "0")}`.toLowerCase();
  const roleCount = [1, 1, 2, 3, 5, 1, 4, 2][index % 8];
  const roles = Array.from(
    { length: roleCount },
    (_, r) => titles[(index + r * 3) % titles.length],
  );
  const member = {
    name: `${first} ${last}`,
    designation: titles[index % titles.length],
    muid: `${handle}@mulearn`,
    // Some entries are typed the way people type: spaces and a stray comma, which the site tidies.
    team: index % 11 === 5 ? ` ${roles.join(" ,")}, ` : roles.join(", "),
  };
  if (index % 3 !== 2) member.linkedin = `https://www.linkedin.com/in/mulearn-${handle}`;
  if (index % 4 === 1) member.github = `https://github.com/mulearn-${handle}`;
  if (index % 5 === 3) member.twitter = `https://x.com/mulearn_${handle.replace(/-/g, "_")}`;
  return { ...member, ...overrides };
}
const people = (count, overrides = () => ({})) =>
  Array.from({ length: count }, (_, i) => person(overrides(i)));

const districts = [
  "Thiruvananthapuram",
  "Kollam",
  "Pathanamthitta",
  "Alappuzha",
  "Kottayam",
  "Idukki",
  "Ernakulam",
  "Thrissur",
  "Palakkad",
  "Malappuram",
  "Kozhikode",
  "Wayanad",
  "Kannur",
  "Kasaragod",
];
const zones = ["South Zone", "Central Zone", "North Zone"];
const colleges = [
  "Sample College of Engineering, Thiruvananthapuram",
  "Example Institute of Technology, Kollam",
  "Demo Arts and Science College, Kottayam",
  "Sample Government Polytechnic, Ernakulam",
  "Example College of Engineering, Thrissur",
  "Demo Institute of Management, Palakkad",
  "Sample Engineering College, Kozhikode",
  "Example Science College, Kannur",
];
const orgDomains = [
  "People Management",
  "Interest Group Management",
  "Delivery Management",
  "Data, documentation & Finance",
  "Discord Management",
];
const yipDomains = ["Operations", "Design", "Outreach", "Content", "Mentor Relations", "Finance"];

const pillars = (count) =>
  people(count, (i) => ({ designation: "Pillar", lead: i === 0 ? "Pillars" : "" }));
const group = (title, description, members) => ({ title, description, members });

const year2025 = {
  year: 2025,
  groups: [
    group(
      "Executive Committee",
      "Advisors from industry and academia who serve as the community's skeleton: they set direction, open doors and keep µLearn honest.",
      people(8, (i) => ({
        designation: i % 2 ? "Advisor, Academia" : "Advisor, Industry",
        team: "",
      })),
    ),
    group(
      "HQ",
      "The full-time crew at Technopark who run programmes, support campuses and keep the platform moving.",
      people(14, (i) =>
        i < 4 ? { lead: ["Operations", "Technology", "Community", "Design"][i] } : {},
      ),
    ),
    group(
      "Fellows",
      "Learners who took a year to build for the community: each fellow owns a programme, a product or a region.",
      people(12, () => ({ designation: "Fellow" })),
    ),
    group(
      "Associates",
      "Student associates who work alongside HQ on events, content and interest groups while they study.",
      people(24, () => ({ designation: "Associate" })),
    ),
    group(
      "Pillars Q2 2025",
      "The campus volunteers who carried µLearn in the second quarter of 2025.",
      pillars(20),
    ),
    group(
      "Pillars Q1 2025",
      "The campus volunteers who carried µLearn in the first quarter of 2025.",
      pillars(20),
    ),
  ],
};

const year2024 = {
  year: 2024,
  groups: [
    group(
      "Associates",
      "The 2024 associates who ran the year's campus tours, learning circles and interest-group sprints.",
      people(26, () => ({ designation: "Associate" })),
    ),
    group(
      "Pillars Q1 2024",
      "The campus volunteers who carried µLearn in the first quarter of 2024.",
      pillars(24),
    ),
  ],
};

const year2023 = {
  year: 2023,
  groups: [
    group("HQ", "The 2023 crew at Technopark.", people(12)),
    group(
      "Associates",
      "Student associates of 2023.",
      people(30, () => ({ designation: "Associate" })),
    ),
    group(
      "Enablers HQ",
      "The team that brought faculty into the community as Enablers.",
      people(10, () => ({ designation: "Enabler Coordinator" })),
    ),
    group("Pillars Q3", "Campus volunteers of the third quarter of 2023.", pillars(30)),
    group("Pillars Q1", "Campus volunteers of the first quarter of 2023.", pillars(30)),
    group(
      "Community Contributors",
      "People who answered questions, ran sessions and shipped fixes because they wanted to.",
      people(60, () => ({ designation: "Contributor" })),
    ),
    group(
      "Organisation Team",
      "The interns who ran the 2023 organisation, domain by domain.",
      Array.from({ length: 113 }, (_, i) => {
        const { name, linkedin } = person();
        return {
          id: i + 1,
          name,
          domain: orgDomains[i % orgDomains.length],
          designation: "Intern",
          ...(linkedin ? { linkedin } : {}),
        };
      }),
    ),
  ],
};

const byDistrict = {};
for (let i = 0; i < 41; i += 1) {
  const district = districts[i % districts.length];
  byDistrict[district] ??= 0;
  byDistrict[district] += 1;
}
const year2022 = {
  year: 2022,
  groups: [
    group(
      "YIP Organization Team",
      "The crew and interns who made the Youth Innovation Programme a success.",
      people(18, (i) => ({
        id: i + 1,
        domain: yipDomains[i % yipDomains.length],
        designation: "Intern",
        team: "",
        drive:
          i % 3 === 0 ? `https://drive.google.com/drive/folders/mulearn-yip-sample-${i + 1}` : "",
      })),
    ),
    {
      title: "Community Team",
      description:
        "The team that links industry and academia: it connects students, faculty and mentors across Kerala's campuses.",
      membersWithSubTitles: {
        "Core Team": people(13),
        "Zonal Heads": people(9, (i) => ({
          designation: `Zonal Head, ${zones[i % 3]}`,
          team: "Zonal Head",
        })),
        "District Heads": Array.from({ length: 41 }, (_, i) => {
          const district = districts[i % districts.length];
          return person({ designation: `${district}, District Head`, team: "District Head" });
        }),
        ...Object.fromEntries(
          colleges.map((college) => [
            `Campus Ambassadors: ${college}`,
            people(3, () => ({ designation: college, team: "Campus Ambassador" })),
          ]),
        ),
      },
    },
    {
      title: "Tech Team",
      description:
        "The people who built the website and the Discord bot, collected learning resources and advised on UX.",
      membersWithSubTitles: {
        // Sub-titles keep their order only when none looks like a number ("300" would sort first).
        "Web team": people(12, () => ({ designation: "Web team" })),
        "JSON team": people(8, () => ({ designation: "JSON team" })),
        "300 team": people(7, () => ({ designation: "300 team" })),
        "Bot team": people(7, () => ({ designation: "Bot team" })),
      },
    },
  ],
};

for (const data of [year2025, year2024, year2023, year2022]) {
  const file = path.join(root, "data", "team", `${data.year}.ts`);
  writeFileSync(
    file,
    `// SAMPLE DATA: no real person. Replace with the real roster (README, "Team data").\n` +
      `// Checked at build time by data/schema.ts; a bad entry fails the build naming this file.\n` +
      `import type { TeamYearInput } from "@/data/schema";\n\n` +
      `const team: TeamYearInput = ${JSON.stringify(data, null, 2)};\n\nexport default team;\n`,
  );
  console.log(`Wrote ${path.relative(root, file)}`);
}
