import { siteConfig } from "~/lib/site-config";
import type { Bilingual, PageIntro } from "./types";

export interface SupportContent extends PageIntro {
  faqTitle: string;
  faq: { question: string; answer: string }[];
  contactTitle: string;
  contactIntro: string;
  channels: {
    phone: string;
    email: string;
    hours: string;
    hoursValue: string;
    online: string;
    onlineValue: string;
  };
  formLabel: string;
}

export const supportContent: Bilingual<SupportContent> = {
  fr: {
    seoTitle: "Support et questions fréquentes",
    seoDescription:
      "Inscription, paiement, attestations, formations à distance, annulation : les réponses aux questions les plus fréquentes et tous les moyens de nous joindre.",
    eyebrow: "Support",
    title: "Comment pouvons-nous vous aider ?",
    lead: "Retrouvez les réponses aux questions les plus fréquentes. Vous ne trouvez pas la vôtre ? Notre équipe vous répond rapidement, par téléphone, par e-mail ou via le formulaire de contact.",
    faqTitle: "Questions fréquentes",
    faq: [
      {
        question: "Comment m'inscrire à une formation ?",
        answer:
          "Choisissez une formation dans le catalogue, puis cliquez sur « S'inscrire ». Vous devez être connecté à votre compte : la création d'un compte ne prend qu'une minute. Vous recevez une confirmation par e-mail dès l'enregistrement de votre inscription.",
      },
      {
        question: "Quels moyens de paiement acceptez-vous ?",
        answer:
          "La carte bancaire (Visa, Mastercard) en ligne, le virement bancaire, PayPal et Orange Money. Les coordonnées de chaque moyen figurent sur la page À propos, rubrique « Moyens de paiement ».",
      },
      {
        question: "Mes données de carte bancaire sont-elles conservées ?",
        answer:
          "Non. Le paiement par carte se fait sur la page sécurisée de notre prestataire de paiement. Nous ne voyons et ne conservons jamais les numéros de carte.",
      },
      {
        question: "Puis-je annuler ou reporter mon inscription ?",
        answer:
          "Oui. Jusqu'à 14 jours avant le début de la session, l'annulation est gratuite. Entre 14 et 7 jours, 50 % du prix reste dû ; à moins de 7 jours, la totalité. Vous pouvez aussi vous faire remplacer gratuitement par un collègue. Les particuliers qui financent eux-mêmes une formation en France disposent en outre d'un délai de rétractation de 10 jours. Le détail figure dans nos conditions générales.",
      },
      {
        question: "Organisez-vous des formations dans nos locaux ?",
        answer:
          "Oui, toutes nos formations peuvent être organisées en intra-entreprise, sur vos sites en Guinée, dans la sous-région ou en France, avec un programme adapté à vos métiers. Demandez un devis via le formulaire de contact.",
      },
      {
        question: "Comment se déroulent les formations à distance ?",
        answer:
          "En classe virtuelle, en direct avec le formateur. Le lien de connexion est accessible depuis votre espace une fois inscrit. Une connexion stable et un casque avec micro suffisent.",
      },
      {
        question: "Quand vais-je recevoir mon attestation ?",
        answer:
          "L'attestation de fin de formation est remise le dernier jour ou envoyée par e-mail sous 7 jours. Pour les formations à double certification, l'attestation du partenaire français est envoyée sous 30 jours.",
      },
      {
        question: "Une personne en situation de handicap peut-elle suivre vos formations ?",
        answer: `Oui. Contactez notre référente handicap avant l'inscription (${siteConfig.legal.disabilityReferent.email}) : nous étudions avec vous les adaptations nécessaires (accès, supports, rythme, évaluation).`,
      },
      {
        question: "Comment changer la langue ou le thème du site ?",
        answer:
          "Le sélecteur FR / EN en haut de page change la langue en restant sur la même page ; le bouton de thème bascule entre le thème clair et le thème sombre. Vos choix sont mémorisés sur votre appareil.",
      },
    ],
    contactTitle: "Nous contacter",
    contactIntro:
      "Une question sur une inscription, un paiement ou un devis ? Choisissez le moyen qui vous convient.",
    channels: {
      phone: "Téléphone",
      email: "E-mail",
      hours: "Horaires du standard",
      hoursValue: siteConfig.supportHours.fr,
      online: "En ligne",
      onlineValue: "Formulaire, e-mail et assistant : 24 h/24, 7 j/7. Réponse sous 24 heures ouvrées.",
    },
    formLabel: "Écrire via le formulaire de contact",
  },
  en: {
    seoTitle: "Support and frequently asked questions",
    seoDescription:
      "Registration, payment, certificates, remote courses, cancellation: answers to the most frequent questions and every way to reach us.",
    eyebrow: "Support",
    title: "How can we help?",
    lead: "Find answers to the most frequent questions. Can't find yours? Our team replies quickly by phone, by e-mail or through the contact form.",
    faqTitle: "Frequently asked questions",
    faq: [
      {
        question: "How do I register for a course?",
        answer:
          "Choose a course in the catalogue, then click “Register”. You need to be signed in to your account: creating one takes a minute. You receive an e-mail confirmation as soon as your registration is recorded.",
      },
      {
        question: "Which payment methods do you accept?",
        answer:
          "Bank card (Visa, Mastercard) online, bank transfer, PayPal and Orange Money. The details of each method are on the About page, under “Payment methods”.",
      },
      {
        question: "Do you keep my card details?",
        answer:
          "No. Card payment takes place on our payment provider's secure page. We never see or store card numbers.",
      },
      {
        question: "Can I cancel or postpone my registration?",
        answer:
          "Yes. Up to 14 days before the session starts, cancellation is free. Between 14 and 7 days, 50% of the price is due; less than 7 days before, the full price. You can also send a colleague in your place free of charge. Individuals paying for their own training in France also have a 10-day withdrawal period. Details are in our terms and conditions.",
      },
      {
        question: "Do you run courses at our premises?",
        answer:
          "Yes, all our courses can be run in-company, on your sites in Guinea, across the region or in France, with a programme tailored to your trades. Ask for a quotation through the contact form.",
      },
      {
        question: "How do remote courses work?",
        answer:
          "As live virtual classes with the trainer. The joining link is available in your personal space once you are registered. A stable connection and a headset with a microphone are enough.",
      },
      {
        question: "When will I receive my certificate?",
        answer:
          "The certificate of completion is handed over on the last day or sent by e-mail within 7 days. For double-certification courses, the French partner's certificate is sent within 30 days.",
      },
      {
        question: "Can people with disabilities take your courses?",
        answer: `Yes. Contact our disability officer before registering (${siteConfig.legal.disabilityReferent.email}): together we work out the adjustments you need (access, materials, pace, assessment).`,
      },
      {
        question: "How do I change the site's language or theme?",
        answer:
          "The FR / EN switch at the top of the page changes the language while staying on the same page; the theme button switches between the light and dark themes. Your choices are remembered on your device.",
      },
    ],
    contactTitle: "Contact us",
    contactIntro: "A question about a registration, a payment or a quotation? Choose the way that suits you.",
    channels: {
      phone: "Phone",
      email: "E-mail",
      hours: "Switchboard hours",
      hoursValue: siteConfig.supportHours.en,
      online: "Online",
      onlineValue: "Form, e-mail and assistant: 24/7. Reply within one working day.",
    },
    formLabel: "Write through the contact form",
  },
};
