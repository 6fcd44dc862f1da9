import type { Translations } from "../types";

export const home = {
  seo: {
    title: "Professional training, real estate and consulting in Conakry",
    description:
      "Certified training in occupational health and safety, QHSE, first aid, fire safety, defensive driving and marketing; real estate and business consulting in Guinea and France.",
  },
  welcome: "Welcome to {{name}}",
  heroTitle: "Training, advising and building with you, in Africa and France",
  heroText:
    "A reference training organisation in occupational health and safety, QHSE and marketing, we also support your real-estate projects and the growth of your business.",
  ctaTrainings: "TRAINING",
  ctaAdvantages: "Our advantages",
  ctaContact: "Contact & Quote",
  search: {
    label: "Search for a course",
    placeholder: "Fire safety, QHSE, marketing…",
    submit: "Search",
  },
  training: {
    title: "Our training courses",
    intro: "Dated sessions in Conakry, in France and online, led by trainers with field experience.",
    upcomingTitle: "Upcoming sessions",
    popularTitle: "Popular courses",
    allCourses: "See all courses",
  },
} satisfies Translations["home"];
