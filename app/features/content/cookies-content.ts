import type { Bilingual, DocPage } from "./types";

/** Matches what the site really sets: see app/lib/language.ts, app/lib/theme.ts, app/lib/flash.server.ts. */
export const cookiesContent: Bilingual<DocPage> = {
  fr: {
    seoTitle: "Politique relative aux cookies",
    seoDescription:
      "Ce site n'utilise que des cookies nécessaires à son fonctionnement : session, langue et thème. Aucun traceur publicitaire ni mesure d'audience tierce.",
    eyebrow: "Informations légales",
    title: "Cookies",
    lead: "Ce site n'utilise aucun cookie publicitaire, aucun outil de mesure d'audience tiers et aucun réseau social intégré. Seuls quelques cookies strictement nécessaires sont déposés : ils ne demandent donc pas votre consentement.",
    updated: "2026-11-01",
    sections: [
      {
        id: "liste",
        title: "Les cookies que nous utilisons",
        table: {
          caption: "Cookies déposés par le site",
          head: ["Nom", "Rôle", "Durée"],
          rows: [
            [
              "session",
              "Vous garder connecté à votre compte et protéger vos formulaires contre la falsification de requêtes.",
              "Jusqu'à la déconnexion ou l'expiration de la session",
            ],
            [
              "lang",
              "Mémoriser la langue choisie (français ou anglais) avec le sélecteur FR / EN.",
              "12 mois",
            ],
            ["theme", "Mémoriser le thème choisi (clair ou sombre).", "12 mois"],
            [
              "flash",
              "Afficher une seule fois un message de confirmation après l'envoi d'un formulaire.",
              "1 minute au plus",
            ],
          ],
        },
        after: [
          "Ces cookies sont déposés par notre propre domaine, ne sont jamais partagés et ne servent pas à vous suivre d'un site à l'autre.",
        ],
      },
      {
        id: "stockage",
        title: "Stockage local du navigateur",
        paragraphs: [
          "L'assistant de discussion conserve l'état de votre conversation dans le stockage de session de votre navigateur, le temps de votre visite. Ces informations ne sont jamais envoyées à nos serveurs et disparaissent à la fermeture de l'onglet.",
        ],
      },
      {
        id: "tiers",
        title: "Aucun traceur tiers",
        paragraphs: [
          "Nous n'intégrons ni régie publicitaire, ni outil d'analyse d'audience tiers, ni boutons de partage qui déposent des cookies. Les liens vers nos pages Facebook et LinkedIn sont de simples liens : ces services ne déposent des cookies que si vous les ouvrez. Le paiement par carte a lieu sur la page de notre prestataire, qui applique sa propre politique.",
        ],
      },
      {
        id: "gerer",
        title: "Gérer ou supprimer les cookies",
        paragraphs: [
          "Vous pouvez supprimer les cookies à tout moment depuis les réglages de votre navigateur. Sans le cookie de session, vous ne pourrez pas rester connecté ; sans les cookies de langue et de thème, le site reprendra simplement les préférences de votre appareil.",
        ],
      },
    ],
  },
  en: {
    seoTitle: "Cookie policy",
    seoDescription:
      "This site only uses the cookies it needs to work: session, language and theme. No advertising trackers and no third-party analytics.",
    eyebrow: "Legal information",
    title: "Cookies",
    lead: "This site uses no advertising cookies, no third-party analytics and no embedded social networks. Only a few strictly necessary cookies are set, so they do not require your consent.",
    updated: "2026-11-01",
    sections: [
      {
        id: "liste",
        title: "The cookies we use",
        table: {
          caption: "Cookies set by the site",
          head: ["Name", "Purpose", "Lifetime"],
          rows: [
            [
              "session",
              "Keep you signed in to your account and protect your forms against request forgery.",
              "Until you sign out or the session expires",
            ],
            [
              "lang",
              "Remember the language you chose (French or English) with the FR / EN switch.",
              "12 months",
            ],
            ["theme", "Remember the theme you chose (light or dark).", "12 months"],
            ["flash", "Show a confirmation message once after a form is sent.", "1 minute at most"],
          ],
        },
        after: [
          "These cookies are set by our own domain, never shared and never used to follow you from site to site.",
        ],
      },
      {
        id: "stockage",
        title: "Browser local storage",
        paragraphs: [
          "The chat assistant keeps the state of your conversation in your browser's session storage for the duration of your visit. This information is never sent to our servers and disappears when you close the tab.",
        ],
      },
      {
        id: "tiers",
        title: "No third-party trackers",
        paragraphs: [
          "We embed no ad networks, no third-party analytics and no share buttons that set cookies. The links to our Facebook and LinkedIn pages are plain links: those services only set cookies if you open them. Card payment takes place on our provider's page, which applies its own policy.",
        ],
      },
      {
        id: "gerer",
        title: "Managing or deleting cookies",
        paragraphs: [
          "You can delete cookies at any time in your browser settings. Without the session cookie you cannot stay signed in; without the language and theme cookies the site simply follows your device's preferences.",
        ],
      },
    ],
  },
};
