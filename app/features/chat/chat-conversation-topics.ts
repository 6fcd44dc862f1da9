import type { Topic } from "./chat-types";

const quoteLink = {
  fr: { label: "Demander un devis", path: "/contact" },
  en: { label: "Request a quote", path: "/contact" },
};

/** Questions about prices, registration, contact and hours, and the small talk around them. */
export const conversationTopics: readonly Topic[] = [
  {
    id: "prices",
    kind: "info",
    keywords: {
      fr: ["prix", "tarif", "cout", "devis", "combien", "budget", "montant", "cher"],
      en: ["price", "cost", "quote", "how much", "fee", "budget", "rate", "pricing", "expensive"],
    },
    replies: {
      fr: [
        {
          text: "Le prix de chaque formation figure dans le catalogue. Le conseil commence à 500 000 GNF, et le nettoyage comme les sessions en entreprise sont sur devis gratuit. Pour un devis, appelez le {phone} ou écrivez à {email}.",
          link: quoteLink.fr,
        },
      ],
      en: [
        {
          text: "Each course's price is shown in the catalogue. Consulting starts at GNF 500,000, and cleaning and in-company sessions are on a free quote. For a quote, call {phone} or write to {email}.",
          link: quoteLink.en,
        },
      ],
    },
  },
  {
    id: "registration",
    kind: "info",
    keywords: {
      fr: [
        "inscription",
        "inscrire",
        "paiement",
        "payer",
        "carte",
        "orange money",
        "virement",
        "paypal",
        "compte",
      ],
      en: [
        "register",
        "registration",
        "enrol",
        "enroll",
        "sign up",
        "payment",
        "pay",
        "orange money",
        "paypal",
      ],
    },
    replies: {
      fr: [
        {
          text: "Pour vous inscrire, ouvrez la formation dans le catalogue et cliquez sur « S'inscrire » (un compte est nécessaire). Vous pouvez payer en ligne par carte, ou par virement, PayPal ou Orange Money. Besoin d'aide ? {phone} ou {email}.",
          link: { label: "Moyens de paiement", path: "/about#payment-methods" },
        },
      ],
      en: [
        {
          text: "To register, open the course in the catalogue and click “Register” (you need an account). You can pay online by card, or by bank transfer, PayPal or Orange Money. Need help? {phone} or {email}.",
          link: { label: "Payment methods", path: "/about#payment-methods" },
        },
      ],
    },
  },
  {
    id: "contact",
    kind: "info",
    keywords: {
      fr: ["contact", "contacter", "telephone", "appeler", "email", "mail", "adresse", "joindre", "numero"],
      en: ["contact", "phone", "call", "email", "mail", "address", "reach", "number", "whatsapp"],
    },
    replies: {
      fr: [
        {
          text: "Vous pouvez nous joindre au {phone} ou par e-mail à {email}. Nos bureaux sont à Conakry, et le formulaire de contact nous parvient directement.",
          link: { label: "Formulaire de contact", path: "/contact" },
        },
      ],
      en: [
        {
          text: "You can reach us on {phone} or by e-mail at {email}. Our offices are in Conakry, and the contact form reaches us directly.",
          link: { label: "Contact form", path: "/contact" },
        },
      ],
    },
  },
  {
    id: "hours",
    kind: "info",
    keywords: {
      fr: ["horaire", "heures d ouverture", "ouverture", "ouvert", "fermeture", "ferme"],
      en: ["opening hours", "office hours", "hours", "opening", "closing", "closed"],
    },
    replies: {
      fr: [
        {
          text: "Nos bureaux de Conakry sont ouverts du lundi au vendredi de 8 h à 17 h et le samedi de 9 h à 13 h. En dehors de ces horaires, écrivez à {email} : nous répondons au plus vite.",
        },
      ],
      en: [
        {
          text: "Our Conakry offices are open Monday to Friday, 8 am to 5 pm, and Saturday, 9 am to 1 pm. Outside those hours, write to {email}: we reply as soon as we can.",
        },
      ],
    },
  },
  {
    id: "greeting",
    kind: "social",
    keywords: {
      fr: ["bonjour", "salut", "bonsoir", "coucou", "hello", "bienvenue"],
      en: ["hello", "hi", "hey", "good morning", "good afternoon", "good evening"],
    },
    replies: {
      fr: [
        {
          text: "Bonjour et bienvenue chez {name} ! Je peux vous renseigner sur nos formations, l'immobilier, le conseil, le nettoyage, les prix ou les inscriptions. Que cherchez-vous ?",
        },
        {
          text: "Bonjour, ravi de vous revoir ! Sur quoi puis-je vous aider aujourd'hui : formations, immobilier, conseil ou devis ?",
        },
      ],
      en: [
        {
          text: "Hello and welcome to {name}! I can tell you about our training, real estate, consulting, cleaning, prices or registration. What are you looking for?",
        },
        {
          text: "Hello, nice to see you again! What can I help you with today: training, real estate, consulting or a quote?",
        },
      ],
    },
  },
  {
    id: "thanks",
    kind: "social",
    keywords: {
      fr: ["merci", "remercie", "super", "parfait"],
      en: ["thanks", "thank you", "thx", "cheers", "great"],
    },
    replies: {
      fr: [{ text: "Avec plaisir ! Avez-vous une autre question ?" }],
      en: [{ text: "You're welcome! Do you have another question?" }],
    },
  },
  {
    id: "goodbye",
    kind: "social",
    keywords: {
      fr: ["au revoir", "a bientot", "bonne journee", "bonne soiree", "a plus", "adieu"],
      en: ["bye", "goodbye", "see you", "farewell", "have a nice day"],
    },
    replies: {
      fr: [
        {
          text: "Au revoir et à bientôt ! Pour toute question, nous restons joignables au {phone} ou à {email}.",
        },
      ],
      en: [
        { text: "Goodbye, see you soon! For any question, you can still reach us on {phone} or at {email}." },
      ],
    },
  },
];
