import { appLinks, appUrl } from "@/data/hosts";

/**
 * The interest groups: the 23 the foundation's newer site lists (gtech-mulearn/mulearnhome, its
 * interest-group data), each with its own page at /interest-groups/<slug>. The text is ours. Who
 * leads and mentors a group, and its impact projects, come from the backend's public list
 * (lib/live/interest-groups.ts), matched to these by `appId`, else by name.
 */
export interface InterestGroup {
  /** The page's address: /interest-groups/<slug>. Where the events' tags name the group, their code. */
  slug: string;
  /** As the foundation writes it. */
  name: string;
  /** One sentence for the directory's card and the page's lead (under 160 characters). */
  summary: string;
  /** What a learner does in the group, a short paragraph. */
  about: string;
  /** The app's id for the group, where the foundation's sources give it; else the app's list. */
  appId?: string;
  /** Other names the backend may give the group, matched letters only, any case. */
  aliases?: string[];
}

export const interestGroups: InterestGroup[] = [
  {
    slug: "ui-ux",
    name: "UI/UX",
    appId: "46fe1fb7-7b04-4ebe-837d-120bc16d0e0a",
    summary:
      "Designing screens people understand at a glance: research, wireframes, prototypes and testing with real users.",
    about:
      "Learners study how people use apps and websites, sketch and prototype interfaces, and test them with users before a line of code is written. Work is shared for feedback from peers and designers who do it for a living.",
    aliases: ["UI UX", "UI/UX Design", "Design"],
  },
  {
    slug: "web-development",
    name: "Web Development",
    appId: "9b8aaf7f-16a0-4a66-ae53-79b8c25e5faa",
    summary:
      "Building for the web, from the first HTML page to full-stack applications with a front end, an API and a database.",
    about:
      "Learners start with HTML, CSS and JavaScript and move on to frameworks, back ends and deployment. Small projects grow into real applications, reviewed by peers and mentors along the way.",
    aliases: ["Web Dev", "Web"],
  },
  {
    slug: "cyber-security",
    name: "Cybersecurity",
    appId: "3a74725e-a05a-418b-a275-39d68ad9a416",
    summary:
      "Learning how systems are attacked and how to defend them, through practice labs and capture-the-flag challenges.",
    about:
      "Learners cover networks, operating systems and the web from a defender's point of view, practise in safe labs and challenges, and learn to find and report weaknesses responsibly.",
    aliases: ["Cyber Security", "Security"],
  },
  {
    slug: "game-dev",
    name: "Game Development",
    appId: "1be43a3a-bcfb-4ef1-b77a-959b01bcb782",
    summary:
      "Making games: game engines, design, art and sound, from a first playable prototype to a finished release.",
    about:
      "Learners pick up a game engine, learn how games are designed and balanced, and build small games alone or in teams, sharing playable builds with the group for feedback.",
    aliases: ["Game Dev", "Gaming"],
  },
  {
    slug: "iot-robotics",
    name: "Internet Of Things (IOT) And Robotics",
    appId: "d379d82b-e116-4b67-8128-670916e6bb42",
    summary:
      "Electronics, sensors, microcontrollers and robots: hardware that senses, connects and moves.",
    about:
      "Learners wire up boards and sensors, program microcontrollers, connect devices to the internet and build robots, learning the electronics and the code together.",
    aliases: ["IoT", "IoT and Robotics", "Internet of Things", "Robotics"],
  },
  {
    slug: "digital-marketing",
    name: "Digital Marketing",
    appId: "5bf2bdfe-5c22-48ab-9572-9e9836c70e79",
    summary:
      "Reaching people online: content, social media, search, campaigns and reading the numbers behind them.",
    about:
      "Learners plan and run campaigns, write and design content for social media, learn how search and advertising work, and measure what their work achieved.",
    aliases: ["Marketing"],
  },
  {
    slug: "cloud",
    name: "Cloud and DevOps",
    appId: "1719d19a-0206-4161-9c6f-0a7dba44d4e5",
    summary:
      "Running software in the cloud: servers, containers, automation and keeping services up.",
    about:
      "Learners deploy applications on cloud platforms, automate builds and releases, work with containers and monitoring, and learn how teams keep services running reliably.",
    aliases: ["Cloud", "DevOps", "Cloud & DevOps", "Cloud Computing"],
  },
  {
    slug: "product-management",
    name: "Product Management",
    appId: "04d29c15-4de4-4b43-ad63-0f4760c62919",
    summary:
      "Deciding what to build and why: understanding users, setting priorities and working with designers and engineers.",
    about:
      "Learners practise finding a problem worth solving, writing down what a product should do, choosing what comes first and judging whether a release worked.",
    aliases: ["Product"],
  },
  {
    slug: "entrepreneurship",
    name: "Entrepreneurship",
    appId: "243a1bda-893c-4de3-b457-51e7cb517d83",
    summary:
      "Turning ideas into ventures: testing an idea, finding customers, pitching and building a team.",
    about:
      "Learners work through how a start-up begins: checking that an idea solves a real problem, talking to customers, shaping a business model and pitching it.",
  },
  {
    slug: "ar-vr-mr",
    name: "AR/VR",
    appId: "2de0ee0c-ddc3-4f02-bf93-b6bd2d0625c3",
    summary:
      "Augmented, virtual and mixed reality: building experiences that place people inside or alongside 3D worlds.",
    about:
      "Learners build 3D scenes and interactions for headsets and phones, learn the engines and tools behind them, and design experiences that feel natural to use.",
    aliases: ["AR VR", "AR/VR/MR", "Extended Reality", "XR"],
  },
  {
    slug: "quantum-computing",
    name: "Quantum Computing",
    appId: "b83146a5-1b36-42f1-b560-76b682482e10",
    summary:
      "The ideas and the programming behind quantum computers, from qubits to running circuits on simulators.",
    about:
      "Learners cover the mathematics and physics a quantum programmer needs, write circuits with open tools and run them on simulators and, where available, real machines.",
    aliases: ["Quantum"],
  },
  {
    slug: "data-analytics",
    name: "Data Analytics",
    summary:
      "Making sense of data: cleaning it, asking questions of it and showing the answers clearly.",
    about:
      "Learners work with spreadsheets, SQL and analysis tools, clean real data sets, look for patterns and present what they found in charts and dashboards.",
    aliases: ["Data Analysis", "Data Science"],
  },
  {
    slug: "ai",
    name: "AI & Machine Learning",
    summary:
      "Teaching computers to learn from data: models, training, evaluation and putting AI to work.",
    about:
      "Learners study the basics of machine learning and deep learning, train and evaluate models on real data, and build applications that use them.",
    aliases: [
      "AI and Machine Learning",
      "Artificial Intelligence",
      "Machine Learning",
      "AI/ML",
      "AI ML",
    ],
  },
  {
    slug: "blockchain",
    name: "Blockchain",
    summary:
      "Distributed ledgers and smart contracts: how blockchains work and how to build on them.",
    about:
      "Learners learn how blockchains reach agreement, write and test smart contracts, and build applications on top of them.",
    aliases: ["Web3"],
  },
  {
    slug: "no-low-code",
    name: "No Or Low Code",
    summary: "Building apps, websites and automations with visual tools, with little or no code.",
    about:
      "Learners build working products with no-code and low-code platforms, connect services into automations and learn where such tools fit and where they stop.",
    aliases: ["No Code", "Low Code", "No/Low Code", "No Code Low Code"],
  },
  {
    slug: "mobile-development",
    name: "Mobile Development",
    summary:
      "Apps for phones and tablets, native or cross-platform, from the first screen to a store release.",
    about:
      "Learners build mobile apps, learn the platforms' design conventions, work with device features and data, and get an app ready to publish.",
    aliases: ["Mobile App Development", "App Development", "Mobile"],
  },
  {
    slug: "competitive-coding",
    name: "Competitive Coding",
    summary:
      "Solving algorithmic problems against the clock: data structures, algorithms and contests.",
    about:
      "Learners practise problems on data structures and algorithms, take part in timed contests and learn to write solutions that are both correct and fast.",
    aliases: ["Competitive Programming", "DSA"],
  },
  {
    slug: "creative-design",
    name: "Creative Design",
    summary: "Graphic design, illustration, video and motion: telling stories visually.",
    about:
      "Learners practise layout, colour and typography, make posters, illustrations and videos, and build a portfolio of their creative work.",
    aliases: ["Graphic Design", "Creative"],
  },
  {
    slug: "quality-assurance",
    name: "Quality Assurance",
    summary:
      "Testing software so it works: test plans, manual and automated testing, and reporting bugs well.",
    about:
      "Learners learn how software is tested, write test cases, automate checks and report problems so that developers can fix them.",
    aliases: ["QA", "QA and Testing", "Software Testing", "Testing"],
  },
  {
    slug: "civil",
    name: "Civil Engineering",
    summary:
      "Design and construction of the built world, with the software tools civil engineers use.",
    about:
      "Learners explore structures, surveying and planning, practise with design and modelling software, and connect classroom engineering to real sites and projects.",
    aliases: ["Civil"],
  },
  {
    slug: "strategic-leadership",
    name: "Strategic Leadership",
    summary:
      "Leading people and projects: planning, decisions, communication and running communities.",
    about:
      "Learners practise setting goals, organising teams and events, communicating clearly and taking responsibility for outcomes, often by leading activities in the community.",
    aliases: ["Leadership"],
  },
  {
    slug: "ai-for-social-good",
    name: "AI for Social Good",
    summary: "Using AI to tackle social and public problems, with care for the people it affects.",
    about:
      "Learners look for problems in health, education, the environment and public services where AI can help, build with the people affected in mind, and weigh fairness and privacy.",
    aliases: ["AI 4 Social Good", "Social Good"],
  },
  {
    slug: "beckn",
    name: "Beckn Protocol",
    summary:
      "Building on Beckn, the open protocol for connecting buyers and sellers across networks.",
    about:
      "Learners study how the Beckn protocol lets separate platforms discover and trade with each other, and build applications that speak it.",
    aliases: ["Beckn"],
  },
];

/** The group's page on the app: its own when the id is known, else the app's list of groups. */
export const interestGroupAppUrl = (group: Pick<InterestGroup, "appId">) =>
  group.appId
    ? appUrl(`/dashboard/interest-groups/${encodeURIComponent(group.appId)}`)
    : appLinks.interestGroups;

export const interestGroupPath = (slug: string) => `/interest-groups/${slug}`;

export const interestGroupBySlug = (slug: string) =>
  interestGroups.find((group) => group.slug === slug);

/** The words of /interest-groups and the groups' pages. */
export const interestGroupText = {
  directoryHeading: "The groups",
  source: "Leads, mentors and projects come from the public interest-group list on µLearn's server",
  openGroup: (name: string) => `About ${name}`,
  openInApp: (name: string) => `${name} on the µLearn app`,
  /** On the card of a group the backend lists and this build does not know yet. */
  newGroup: "Newly listed on µLearn: its page is on the µLearn app for now.",
  allInApp: "All interest groups on the µLearn app",
  aboutHeading: "What the group is about",
  joinHeading: "Join the group",
  join: "Groups live on the µLearn app: sign in, open the group and join it to see its tasks, circles and events.",
  peopleHeading: "People",
  leads: "Leads",
  mentors: "Mentors",
  thinktank: "Think tank",
  noPeople: "None listed.",
  projectsHeading: "Impact projects",
  noProjects: "No impact projects listed.",
  team: "Team",
  lead: "lead",
  counts: (leads: number, mentors: number, projects: number) =>
    [
      `${leads} ${leads === 1 ? "lead" : "leads"}`,
      `${mentors} ${mentors === 1 ? "mentor" : "mentors"}`,
      `${projects} ${projects === 1 ? "impact project" : "impact projects"}`,
    ].join(", "),
  backToAll: "All interest groups",
} as const;
