import type { Bilingual, Card, Cta, PageIntro } from "./types";

export interface FeaturesContent extends PageIntro {
  groups: { title: string; intro: string; items: Card[] }[];
  cta: Cta;
}

export const featuresContent: Bilingual<FeaturesContent> = {
  fr: {
    seoTitle: "Fonctionnalités : ce que notre plateforme et nos équipes vous offrent",
    seoDescription:
      "Catalogue en ligne, inscription et paiement sécurisés, sessions en présentiel et à distance, attestations, suivi personnalisé : tout ce que vous offre le groupe, en français et en anglais.",
    eyebrow: "Fonctionnalités",
    title: "Tout pour vous former et faire avancer vos projets, simplement",
    lead: "Un site pensé pour les professionnels pressés, y compris sur mobile et avec une connexion lente, et des équipes qui prennent le relais à chaque étape.",
    groups: [
      {
        title: "Se former",
        intro: "De la recherche de la bonne formation à l'attestation.",
        items: [
          {
            icon: "search",
            title: "Catalogue avec recherche et filtres",
            text: "Trouvez une formation par thème, catégorie ou format (présentiel ou distanciel), en quelques secondes.",
          },
          {
            icon: "calendar",
            title: "Sessions et places en temps réel",
            text: "Les prochaines dates, le lieu, le prix et le nombre de places restantes, avec un compte à rebours.",
          },
          {
            icon: "clipboard",
            title: "Inscription en ligne",
            text: "Un formulaire court, une confirmation immédiate et le suivi de vos inscriptions dans votre espace.",
          },
          {
            icon: "monitor",
            title: "Classes virtuelles",
            text: "Des sessions à distance réservées aux inscrits, avec les mêmes formateurs qu'en salle.",
          },
          {
            icon: "award",
            title: "Attestations et certifications",
            text: "Une attestation de fin de formation, et une double certification pour certaines formations internationales.",
          },
          {
            icon: "users",
            title: "Formations intra-entreprise",
            text: "Des programmes adaptés à vos métiers, dispensés sur vos sites en Guinée ou en France.",
          },
        ],
      },
      {
        title: "Payer et être accompagné",
        intro: "Des moyens de paiement adaptés à l'Afrique et à l'Europe, et des interlocuteurs joignables.",
        items: [
          {
            icon: "lock",
            title: "Paiement sécurisé",
            text: "Carte bancaire sur la page sécurisée de notre prestataire ; nous ne conservons jamais vos données de carte.",
          },
          {
            icon: "wallet",
            title: "Virement, PayPal, Orange Money",
            text: "Choisissez le moyen qui vous convient, avec un reçu pour chaque paiement.",
          },
          {
            icon: "headset",
            title: "Assistance 24 h/24, 7 j/7",
            text: "Assistant en ligne, formulaire et e-mail à toute heure ; une équipe au téléphone six jours sur sept.",
          },
          {
            icon: "globe",
            title: "Français et anglais",
            text: "Tout le site, les e-mails et les documents existent dans les deux langues.",
          },
          {
            icon: "phone",
            title: "Pensé pour le mobile",
            text: "Des pages légères qui s'affichent vite, même avec une connexion 3G.",
          },
          {
            icon: "eye",
            title: "Accessible à tous",
            text: "Navigation au clavier, thème sombre et compatibilité avec les lecteurs d'écran.",
          },
        ],
      },
    ],
    cta: {
      title: "Prêt à commencer ?",
      text: "Parcourez le catalogue ou demandez un devis pour former vos équipes.",
      label: "Voir les formations",
      to: "/courses",
    },
  },
  en: {
    seoTitle: "Features: what our platform and our teams offer you",
    seoDescription:
      "Online catalogue, secure registration and payment, classroom and remote sessions, certificates, personal follow-up: everything the group offers, in French and English.",
    eyebrow: "Features",
    title: "Everything you need to train and move your projects forward, simply",
    lead: "A site designed for busy professionals, on mobile and slow connections too, and teams who take over at every step.",
    groups: [
      {
        title: "Training",
        intro: "From finding the right course to your certificate.",
        items: [
          {
            icon: "search",
            title: "Catalogue with search and filters",
            text: "Find a course by topic, category or format (classroom or remote) in seconds.",
          },
          {
            icon: "calendar",
            title: "Live sessions and seats",
            text: "Upcoming dates, venue, price and seats left, with a countdown.",
          },
          {
            icon: "clipboard",
            title: "Online registration",
            text: "A short form, immediate confirmation and your registrations in your personal space.",
          },
          {
            icon: "monitor",
            title: "Virtual classrooms",
            text: "Remote sessions reserved for registered participants, with the same trainers as in the classroom.",
          },
          {
            icon: "award",
            title: "Certificates and certifications",
            text: "A certificate of completion, and double certification for some international courses.",
          },
          {
            icon: "users",
            title: "In-company training",
            text: "Programmes tailored to your trades, delivered on your sites in Guinea or France.",
          },
        ],
      },
      {
        title: "Payment and support",
        intro: "Payment methods suited to Africa and Europe, and people you can reach.",
        items: [
          {
            icon: "lock",
            title: "Secure payment",
            text: "Card payment on our provider's secure page; we never store your card details.",
          },
          {
            icon: "wallet",
            title: "Transfer, PayPal, Orange Money",
            text: "Choose the method that suits you, with a receipt for every payment.",
          },
          {
            icon: "headset",
            title: "24/7 support",
            text: "Online assistant, form and e-mail at any time; a team on the phone six days a week.",
          },
          {
            icon: "globe",
            title: "French and English",
            text: "The whole site, the e-mails and the documents exist in both languages.",
          },
          {
            icon: "phone",
            title: "Built for mobile",
            text: "Light pages that load fast, even on a 3G connection.",
          },
          {
            icon: "eye",
            title: "Accessible to all",
            text: "Keyboard navigation, dark theme and screen-reader support.",
          },
        ],
      },
    ],
    cta: {
      title: "Ready to start?",
      text: "Browse the catalogue or ask for a quotation to train your teams.",
      label: "See the courses",
      to: "/courses",
    },
  },
};
