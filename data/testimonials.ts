import type { ContentPage } from "@/data/content-types";
import { signupAction } from "@/data/site";

/**
 * /testimonials: the ten people who spoke about µLearn on video, by name and role, as the newer
 * site lists them. Their words stay in the videos: the page quotes none of them.
 */
export const testimonialsPage = {
  sections: [
    {
      kind: "videos",
      id: "videos",
      heading: "Video testimonials",
      intro:
        "Ten people from universities, government, start-ups and companies. Press play to load a video from YouTube's privacy-enhanced player; nothing loads before you do.",
      videos: [
        {
          title: "Dr Saji Gopinath",
          note: "Vice Chancellor, Digital University of Kerala",
          youtubeId: "LgDKzzz8xp4",
        },
        { title: "Dr P V Unnikrishnan", note: "Member Secretary, KDISC", youtubeId: "Rn2v9mkar4Q" },
        {
          title: "K. N. Balagopal",
          note: "Former Minister for Finance, Government of Kerala",
          youtubeId: "XoybSPRL3pw",
        },
        { title: "Anoop P Ambika", note: "CEO, Kerala Startup Mission", youtubeId: "UcAM0_Kgbn0" },
        {
          title: "Dr P. K. Biju",
          note: "Syndicate Member, APJ Abdul Kalam Technological University",
          youtubeId: "tvmqUINECCI",
        },
        {
          title: "Dr Rajasree M S",
          note: "Vice Chancellor, APJ Abdul Kalam Technological University",
          youtubeId: "Kx2lRDjzMMk",
        },
        // The source names this speaker only by the company.
        { title: "Program Manager, Google", youtubeId: "b7u86JWH6ww" },
        { title: "Rajeev", note: "CEO, Alokin Software Pvt. Ltd", youtubeId: "duM15-tOwFo" },
        { title: "Sangeetha", youtubeId: "SyxOSPx4b5o" },
        { title: "Joy Sebastian", note: "CEO, Techgentisia", youtubeId: "X79zbLQufl0" },
      ],
    },
    {
      kind: "cta",
      id: "join",
      heading: "See for yourself",
      text: "The best way to know what they mean is to learn with the community. Your profile is free.",
      actions: [signupAction, { label: "Browse the photo gallery", href: "/gallery" }],
    },
  ],
} satisfies ContentPage;
