import { parseDataFile, partnerSchema, type Partner, type PartnerInput } from "@/data/schema";
import { externalLinks } from "@/data/site";
import { z } from "zod";

/**
 * Community and company partners, for the partner pages and the landing page's strip: the lists
 * of the foundation's earlier sites (docs/content-editing.md names them), plus KKEM. A blurb says
 * only what is publicly known; where nothing is, it says so instead of guessing.
 */
const partners: PartnerInput[] = [
  {
    id: "kkem",
    name: "Kerala Knowledge Economy Mission",
    kind: "community",
    logo: "/images/partners/kkem.svg",
    website: externalLinks.kkem,
    blurb:
      "The Government of Kerala's mission to connect people with skilled work. Together we help learners become job-ready.",
    featured: true,
  },
  {
    id: "asap-kerala",
    name: "ASAP Kerala",
    kind: "community",
    logo: "/images/partners/asap-kerala.svg",
    website: "https://asapkerala.gov.in/",
    blurb:
      "The Additional Skill Acquisition Programme of the Government of Kerala, which runs skill courses for students and job seekers.",
  },
  {
    id: "kerala-startup-mission",
    name: "Kerala Startup Mission",
    kind: "community",
    logo: "/images/partners/kerala-startup-mission.svg",
    website: "https://startupmission.kerala.gov.in/",
    blurb: "The Government of Kerala's agency for startups and entrepreneurship.",
    featured: true,
  },
  // Listed as "Blockchain" in the source; kba.ai is the Kerala Blockchain Academy's site.
  {
    id: "kerala-blockchain-academy",
    name: "Kerala Blockchain Academy",
    kind: "community",
    logo: "/images/partners/kerala-blockchain-academy.svg",
    website: "https://kba.ai/",
    blurb: "A blockchain education and research academy of Digital University Kerala.",
  },
  // The source's link is broken; this page is the one the Kerala IoT Challenge's write-ups link (docs/content-editing.md).
  {
    id: "foxlabs",
    name: "Foxlabs",
    kind: "community",
    logo: "/images/partners/foxlabs.svg",
    website: "https://www.facebook.com/foxlabmakerspace/",
    blurb:
      "Foxlab Makerspace, which ran the Kerala IoT Challenge 2021 with GTech on the µLearn platform.",
  },
  {
    id: "ieee",
    name: "Institute of Electrical and Electronics Engineers",
    kind: "community",
    logo: "/images/partners/ieee.svg",
    website: "https://www.ieee.org/",
    blurb:
      "The professional association for electrical, electronics and computing engineering, with student branches on many campuses.",
    featured: true,
  },
  {
    id: "kites-foundation",
    name: "Kites Foundation",
    kind: "community",
    logo: "/images/partners/kites-foundation.svg",
    website: "https://kitesfoundation.org/",
    blurb: "One of µLearn's community partners. Its own website describes its work.",
  },
  {
    id: "pygrammers",
    name: "Pygrammers",
    kind: "community",
    logo: "/images/partners/pygrammers.svg",
    website: "https://pygrammers.org/",
    blurb: "One of µLearn's community partners. Its own website describes its work.",
  },
  {
    id: "xtrudar",
    name: "XtrudAR",
    kind: "community",
    logo: "/images/partners/xtrudar.svg",
    website: "https://xtrudar.riglabs.co/",
    blurb: "One of µLearn's community partners. Its own website describes its work.",
  },
  {
    id: "kdisc",
    name: "Kerala Development and Innovation Strategic Council",
    kind: "community",
    logo: "/images/partners/kdisc.svg",
    website: "https://kdisc.kerala.gov.in/",
    blurb: "The Government of Kerala's advisory council for development and innovation.",
  },
  {
    id: "ether-india",
    name: "Ether India",
    kind: "community",
    logo: "/images/partners/ether-india.svg",
    website: "https://etherindia.org/",
    blurb: "One of µLearn's community partners. Its own website describes its work.",
  },
  {
    id: "kuttycoders",
    name: "Kuttycoders",
    kind: "community",
    logo: "/images/partners/kuttycoders.svg",
    website: "https://kuttycoders.in/",
    blurb: "One of µLearn's community partners. Its own website describes its work.",
  },
  {
    id: "google-educators",
    name: "Google Educators",
    kind: "community",
    logo: "/images/partners/google-educators.svg",
    website: "https://developer.android.com/teach",
    blurb: "Google's course material for educators who teach Android development.",
  },
  // The source's link is broken; this is the programme's page on Google for Developers (docs/content-editing.md).
  {
    id: "google-developer-student-clubs",
    name: "Google Developer Student Clubs",
    kind: "community",
    logo: "/images/partners/google-developer-student-clubs.svg",
    website: "https://developers.google.com/community/gdsc",
    blurb:
      "University student clubs, supported by Google, where students learn developer technologies together.",
  },
  {
    id: "icfoss",
    name: "ICFOSS",
    kind: "community",
    logo: "/images/partners/icfoss.svg",
    website: "https://icfoss.in/",
    blurb:
      "The International Centre for Free and Open Source Software, a Government of Kerala institution that promotes free software.",
    featured: true,
  },
  {
    id: "google",
    name: "Google",
    kind: "company",
    logo: "/images/partners/google.svg",
    website: "https://about.google/",
    blurb: "The company behind Search, Android and Google Cloud.",
    featured: true,
  },
  {
    id: "suntec",
    name: "SunTec Business Solutions Pvt. Ltd",
    kind: "company",
    logo: "/images/partners/suntec.svg",
    website: "https://www.suntecgroup.com/",
    blurb: "A software company that builds revenue and billing management products.",
    featured: true,
  },
  {
    id: "zerone-consulting",
    name: "Zerone Consulting Pvt. Ltd",
    kind: "company",
    logo: "/images/partners/zerone-consulting.svg",
    website: "https://www.zerone-consulting.com/",
    blurb: "One of µLearn's partnered companies. Its own website describes its work.",
  },
  {
    id: "travancore-analytics",
    name: "Travancore Analytics",
    kind: "company",
    logo: "/images/partners/travancore-analytics.svg",
    website: "https://www.travancoreanalytics.com/",
    blurb: "One of µLearn's partnered companies. Its own website describes its work.",
  },
  {
    id: "ecesis-group",
    name: "ECESIS GROUP",
    kind: "company",
    logo: "/images/partners/ecesis-group.svg",
    website: "https://www.ecesistech.com/",
    blurb: "One of µLearn's partnered companies. Its own website describes its work.",
  },
  {
    id: "pit-solutions",
    name: "PIT Solutions",
    kind: "company",
    logo: "/images/partners/pit-solutions.svg",
    website: "https://www.pitsolutions.com/",
    blurb: "One of µLearn's partnered companies. Its own website describes its work.",
  },
  {
    id: "softnotions",
    name: "Softnotions",
    kind: "company",
    logo: "/images/partners/softnotions.svg",
    website: "https://softnotions.com/",
    blurb: "One of µLearn's partnered companies. Its own website describes its work.",
  },
  {
    id: "triassic-solutions",
    name: "Triassic Solutions",
    kind: "company",
    logo: "/images/partners/triassic-solutions.svg",
    website: "https://triassicsolutions.com/",
    blurb: "One of µLearn's partnered companies. Its own website describes its work.",
  },
  {
    id: "experion",
    name: "Experion",
    kind: "company",
    logo: "/images/partners/experion.svg",
    website: "https://www.experionglobal.com/",
    blurb: "A software product engineering company.",
  },
  {
    id: "travanleo",
    name: "TRAVANLEO",
    kind: "company",
    logo: "/images/partners/travanleo.svg",
    website: "https://travanleo.com/",
    blurb: "One of µLearn's partnered companies. Its own website describes its work.",
  },
  {
    id: "thinkpalm",
    name: "THINKPALM TECHNOLOGIES",
    kind: "company",
    logo: "/images/partners/thinkpalm.svg",
    website: "https://thinkpalm.com/",
    blurb: "One of µLearn's partnered companies. Its own website describes its work.",
  },
];

/** The logo shown when a partner's own logo fails to load. */
export const DEFAULT_PARTNER_LOGO = "/images/partners/default.svg";

export const allPartners: Partner[] = parseDataFile(
  "data/partners.ts",
  z.array(partnerSchema).superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((partner, index) => {
      if (seen.has(partner.id)) {
        ctx.addIssue({
          code: "custom",
          path: [index, "id"],
          message: "is used by another partner",
        });
      }
      seen.add(partner.id);
    });
  }),
  partners,
);

export const communityPartners = allPartners.filter((partner) => partner.kind === "community");
export const companyPartners = allPartners.filter((partner) => partner.kind === "company");
export const featuredPartners = allPartners.filter((partner) => partner.featured);

/** The partner pages' grids, by route: heading, list name and who is in it. */
export const partnerGrids = {
  "/community-partners": {
    heading: "Communities we work with",
    label: "Community partners",
    partners: communityPartners,
  },
  "/company-partners": {
    heading: "Companies we work with",
    label: "Company partners",
    partners: companyPartners,
  },
};
