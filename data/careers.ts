import type { ContentPage } from "@/data/content-types";
import { openRoleSchema, parseDataFile, type OpenRole, type OpenRoleInput } from "@/data/schema";
import { mailtoHref, org } from "@/data/site";
import { z } from "zod";

/**
 * Open roles (/careers). Add a role here and it appears on the careers page; with none, the page
 * says so honestly and explains how to reach us anyway. See docs/content-editing.md.
 */
const roles: OpenRoleInput[] = [];

export const openRoles: OpenRole[] = parseDataFile(
  "data/careers.ts",
  z.array(openRoleSchema),
  roles,
);

export const applyEmail = org.email;

export const applyHref = (roleTitle: string) => mailtoHref(`Application: ${roleTitle}`);

/** The text sections around the list of roles. */
export const careersPage = {
  sections: [
    {
      kind: "cards",
      id: "working-here",
      heading: "Working at µLearn",
      cards: [
        {
          title: "Work that shows",
          text: "What you build is used by thousands of learners across Kerala, often within days.",
        },
        {
          title: "Learn while you work",
          text: "We practise what we preach: everyone here is learning something new, in the open.",
        },
        {
          title: "A small, kind team",
          text: "You will work closely with people who care about the community and about each other.",
        },
      ],
    },
    {
      kind: "steps",
      id: "how-to-apply",
      heading: "How to apply",
      steps: [
        {
          title: "Email us",
          text: `Write to ${org.email} with the role's name in the subject (or "Speculative application").`,
        },
        {
          title: "Show your work",
          text: "Attach your resume and link what you have built or written: your µLearn profile, GitHub, a portfolio.",
        },
        {
          title: "Talk with us",
          text: "If there is a fit, we invite you to a conversation and a small, paid task related to the role.",
        },
      ],
    },
    {
      kind: "faq",
      id: "questions",
      heading: "Questions about working with us",
      items: [
        {
          question: "Do you offer internships?",
          answer:
            "Yes, from time to time; they are listed above when open. Many of our interns started as active µLearners.",
        },
        {
          question: "Can I volunteer instead?",
          answer:
            "Yes. Most of the community is run by volunteers: campus leads, district teams and interest group leads. Join the community and tell your campus lead you want to help.",
        },
        {
          question: "Where is the team based?",
          answer:
            "Our office is at Technopark Phase 1, Thiruvananthapuram. Some roles can be remote within India; each role says where it is.",
        },
      ],
    },
  ],
} satisfies ContentPage;
