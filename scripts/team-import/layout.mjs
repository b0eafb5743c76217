// Where each of the old site's team files goes on our team page: year, group and sub-title.
// The old files live under src/modules/Public/Team/data/ in gtech-mulearn/mulearn; the paths here
// are relative to that folder. Group titles are ours (the old ones said "µLearn …", "Pillers").

/** `sections`: one flat list (`file`), or sub-titles each from a file or split from one. */
export const TEAM_LAYOUT = [
  {
    year: 2025,
    groups: [
      {
        title: "Executive Committee",
        description: "Advisors from industry and academia who serve as the community's skeleton.",
        file: "muteam/execom.json",
      },
      { title: "HQ", description: "µLearn's headquarters team in 2025.", file: "2025/HQ.json" },
      { title: "Fellows", description: "µLearn's fellows in 2025.", file: "2025/fellows.json" },
      {
        title: "Associates",
        description: "Associates keep the teams, and the community as a whole, running smoothly.",
        file: "2025/associates.json",
      },
      {
        title: "Pillars Q2 2025",
        description: "The interns who kept the teams running in the second quarter of 2025.",
        file: "2025/pillarsQ2.json",
      },
      {
        title: "Pillars Q1 2025",
        description: "The interns who kept the teams running in the first quarter of 2025.",
        file: "2025/pillersQ1.json",
      },
    ],
  },
  {
    year: 2024,
    groups: [
      {
        title: "Associates",
        description: "Associates keep the teams, and the community as a whole, running smoothly.",
        file: "2024/associates.json",
      },
      {
        title: "Interns 2024",
        description: "µLearn's interns in 2024, by the role each took on.",
        file: "2024/interns.json",
      },
      {
        title: "Pillars Q1 2024",
        description: "The interns who kept the teams running in the first quarter of 2024.",
        file: "2024/pillersQ1.json",
      },
    ],
  },
  {
    year: 2023,
    groups: [
      {
        title: "HQ",
        description: "µLearn's headquarters team in 2023.",
        file: "2023/mulearn.json",
      },
      {
        title: "Associates",
        description: "µLearn's associates in 2023.",
        file: "2023/associates.json",
      },
      {
        title: "Enablers HQ",
        description: "The team behind Enablers, µLearn's programme for teachers and faculty.",
        file: "2023/enabler.json",
      },
      {
        title: "Pillars Q3",
        description: "The interns who kept the teams running in the third quarter of 2023.",
        file: "2023/pillars.json",
      },
      {
        title: "Pillars Q1",
        description: "The interns who kept the teams running in the first quarter of 2023.",
        file: "2023/pillarsQ1.json",
      },
      {
        title: "Community Contributors",
        description: "Developers from the community who contributed to µLearn.",
        file: "2023/community.json",
      },
    ],
  },
  {
    year: 2022,
    groups: [
      {
        title: "YIP Organization Team",
        description:
          "The crew and interns who made the Young Innovators Programme (YIP) a success, domain by domain.",
        file: "2022/yip.json",
        keepIds: true,
      },
      {
        title: "Community Team",
        description:
          "The team that links industry and academia, connecting students, faculty and mentors across Kerala.",
        subTitles: [
          { subTitle: "Core Team", file: "2022/core.json" },
          { subTitle: "Zonal Heads", file: "2022/zonal.json" },
          { subTitle: "District Heads", file: "2022/district.json" },
          // One flat list in the old file, the college in `designation`: a sub-title per college.
          { splitBy: "designation", prefix: "Campus Ambassadors: ", file: "2022/ca.json" },
        ],
      },
      {
        title: "Tech Team",
        description:
          "The people who built the website and the Discord bot, collected resources and advised on UX.",
        // One flat list in the old file, the sub-team in `team`: web, JSON, 300 and bot, in that order.
        subTitles: [
          {
            splitBy: "team",
            prefix: "",
            order: ["µ-Web", "µ-JSON", "µ-300", "µ-Bot"],
            file: "2022/tech.json",
          },
        ],
      },
    ],
  },
];

/** Every old file the layout reads, in layout order. */
export const layoutFiles = () =>
  TEAM_LAYOUT.flatMap(({ groups }) =>
    groups.flatMap((group) => (group.file ? [group.file] : group.subTitles.map((s) => s.file))),
  );
