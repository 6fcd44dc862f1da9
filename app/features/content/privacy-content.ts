import { siteConfig } from "~/lib/site-config";
import type { Bilingual, DocPage } from "./types";

const privacyEmail = siteConfig.legal.privacyEmail;
const postal = `${siteConfig.legal.companyName}, ${siteConfig.address.street}, ${siteConfig.address.city}`;

export const privacyContent: Bilingual<DocPage> = {
  fr: {
    seoTitle: "Politique de confidentialité",
    seoDescription:
      "Quelles données personnelles nous collectons, pourquoi, combien de temps nous les conservons, avec qui nous les partageons et comment exercer vos droits.",
    eyebrow: "Informations légales",
    title: "Politique de confidentialité",
    lead: "Nous ne collectons que les données nécessaires à nos services, nous ne les vendons jamais et nous n'utilisons aucun traceur publicitaire. Voici, en clair, ce que nous faisons de vos données.",
    updated: "2026-11-01",
    sections: [
      {
        id: "responsable",
        title: "Responsable du traitement",
        paragraphs: [
          `${siteConfig.legal.companyName}, ${siteConfig.address.street}, ${siteConfig.address.city}, ${siteConfig.address.country.fr}. Pour toute question sur vos données : ${privacyEmail}.`,
          "Nos activités en France et le suivi de personnes résidant dans l'Union européenne sont soumis au Règlement général sur la protection des données (RGPD) ; nos activités en Guinée, à la loi guinéenne L/2016/037/AN relative à la cybersécurité et à la protection des données à caractère personnel.",
        ],
      },
      {
        id: "donnees",
        title: "Les données que nous collectons",
        items: [
          "Compte : nom, prénom, adresse e-mail, mot de passe (conservé uniquement sous forme chiffrée irréversible), rôle, et, si vous l'activez, le secret de double authentification.",
          "Inscriptions aux formations : nom, prénom, e-mail, téléphone, entreprise et poste (facultatifs), formation et session choisies, statut du paiement.",
          "Paiements : montant, devise, date, statut et référence de la transaction. Les données de carte bancaire sont saisies chez notre prestataire de paiement : nous ne les recevons jamais.",
          "Formulaire de contact : nom, e-mail, téléphone (facultatif), sujet, message et service concerné.",
          "Lettre d'information : adresse e-mail, langue, dates d'inscription, de confirmation et de désinscription.",
          "Sécurité : adresse IP, date et nature des événements de sécurité (connexions échouées, blocages), journaux techniques du serveur.",
          "Cookies : uniquement les cookies nécessaires au fonctionnement du site (session, langue, thème). Voir la politique relative aux cookies.",
        ],
      },
      {
        id: "finalites",
        title: "Pourquoi nous les utilisons",
        items: [
          "Gérer votre compte et vos inscriptions, organiser les sessions et délivrer les attestations (exécution du contrat).",
          "Encaisser les paiements, facturer et tenir notre comptabilité (obligation légale).",
          "Répondre à vos demandes de contact et de devis (mesures précontractuelles ou intérêt légitime).",
          "Vous envoyer la lettre d'information, uniquement après confirmation de votre inscription (consentement, retirable à tout moment).",
          "Protéger le site et les comptes contre la fraude et les abus : limitation des tentatives, détection d'activité suspecte (intérêt légitime).",
        ],
      },
      {
        id: "durees",
        title: "Combien de temps nous les conservons",
        items: [
          "Compte : tant qu'il est actif, puis suppression après 3 ans sans connexion, après un e-mail de prévenance.",
          "Inscriptions, factures et paiements : 10 ans après la fin de l'exercice, durée imposée par les règles comptables.",
          "Messages de contact : 3 ans après notre dernier échange.",
          "Lettre d'information : jusqu'à votre désinscription ; une inscription non confirmée est supprimée après 30 jours.",
          "Journaux et événements de sécurité : 12 mois au plus.",
          "Cookies : session jusqu'à la déconnexion ou son expiration ; langue et thème 12 mois.",
        ],
      },
      {
        id: "destinataires",
        title: "Qui peut y accéder",
        paragraphs: [
          "Seuls les membres de nos équipes qui en ont besoin (inscriptions, formation, comptabilité, support) accèdent à vos données, ainsi que nos sous-traitants techniques, tenus par contrat à la confidentialité : l'hébergeur du site, le service d'envoi des e-mails et le prestataire de paiement par carte.",
          "Pour les formations à double certification, les nom, prénom et résultats des participants sont transmis à l'organisme partenaire en France, qui délivre la seconde attestation. Vos données ne sont jamais vendues ni louées.",
        ],
      },
      {
        id: "transferts",
        title: "Transferts entre la Guinée et la France",
        paragraphs: [
          "Le groupe exerçant en Guinée et en France, certaines données circulent entre ces deux pays. Lorsque des données de personnes résidant dans l'Union européenne sont transférées hors de l'Union, nous encadrons ces transferts par les clauses contractuelles types de la Commission européenne.",
        ],
      },
      {
        id: "securite",
        title: "Sécurité",
        paragraphs: [
          "Connexions chiffrées (HTTPS), mots de passe hachés, double authentification disponible, accès restreints et journalisés, sauvegardes régulières : nous appliquons des mesures adaptées aux risques.",
        ],
      },
      {
        id: "droits",
        title: "Vos droits",
        items: [
          "Accéder à vos données et en obtenir une copie.",
          "Les faire rectifier ou compléter.",
          "Les faire effacer, sauf lorsque la loi nous oblige à les conserver (factures).",
          "Limiter leur traitement ou vous y opposer.",
          "Les récupérer dans un format lisible par machine (portabilité).",
          "Retirer votre consentement à tout moment, par exemple en vous désinscrivant de la lettre d'information.",
          "Pour les résidents en France : définir des directives sur le sort de vos données après votre décès.",
        ],
        after: [
          `Pour exercer ces droits, écrivez à ${privacyEmail} ou à ${postal}. Nous répondons dans un délai d'un mois. Si vous estimez que vos droits ne sont pas respectés, vous pouvez saisir l'autorité de protection des données compétente : en France, la CNIL (www.cnil.fr).`,
        ],
      },
    ],
  },
  en: {
    seoTitle: "Privacy policy",
    seoDescription:
      "What personal data we collect, why, how long we keep it, who we share it with and how to exercise your rights.",
    eyebrow: "Legal information",
    title: "Privacy policy",
    lead: "We only collect the data our services need, we never sell it and we use no advertising trackers. Here is, in plain words, what we do with your data.",
    updated: "2026-11-01",
    sections: [
      {
        id: "responsable",
        title: "Data controller",
        paragraphs: [
          `${siteConfig.legal.companyName}, ${siteConfig.address.street}, ${siteConfig.address.city}, ${siteConfig.address.country.en}. For any question about your data: ${privacyEmail}.`,
          "Our activities in France and our dealings with people resident in the European Union are subject to the General Data Protection Regulation (GDPR); our activities in Guinea to Guinean law L/2016/037/AN on cybersecurity and personal data protection.",
        ],
      },
      {
        id: "donnees",
        title: "The data we collect",
        items: [
          "Account: first and last name, e-mail address, password (kept only in irreversibly hashed form), role and, if you turn it on, your two-factor authentication secret.",
          "Course registrations: first and last name, e-mail, phone, company and position (optional), chosen course and session, payment status.",
          "Payments: amount, currency, date, status and transaction reference. Card details are entered with our payment provider: we never receive them.",
          "Contact form: name, e-mail, phone (optional), subject, message and the service concerned.",
          "Newsletter: e-mail address, language, dates of subscription, confirmation and unsubscription.",
          "Security: IP address, date and type of security events (failed sign-ins, blocks), technical server logs.",
          "Cookies: only the cookies the site needs to work (session, language, theme). See the cookie policy.",
        ],
      },
      {
        id: "finalites",
        title: "Why we use it",
        items: [
          "To manage your account and registrations, organise sessions and issue certificates (performance of the contract).",
          "To collect payments, invoice and keep our accounts (legal obligation).",
          "To answer your contact and quotation requests (pre-contractual steps or legitimate interest).",
          "To send you the newsletter, only after you confirm your subscription (consent, which you can withdraw at any time).",
          "To protect the site and accounts against fraud and abuse: attempt limits, detection of suspicious activity (legitimate interest).",
        ],
      },
      {
        id: "durees",
        title: "How long we keep it",
        items: [
          "Account: while it is active, then deleted after 3 years without sign-in, after a warning e-mail.",
          "Registrations, invoices and payments: 10 years after the end of the financial year, as accounting rules require.",
          "Contact messages: 3 years after our last exchange.",
          "Newsletter: until you unsubscribe; an unconfirmed subscription is deleted after 30 days.",
          "Security logs and events: 12 months at most.",
          "Cookies: session until you sign out or it expires; language and theme 12 months.",
        ],
      },
      {
        id: "destinataires",
        title: "Who can access it",
        paragraphs: [
          "Only the team members who need it (registrations, training, accounting, support) access your data, together with our technical processors, bound by contract to confidentiality: the site host, the e-mail delivery service and the card payment provider.",
          "For double-certification courses, participants' names and results are sent to the partner provider in France, which issues the second certificate. Your data is never sold or rented.",
        ],
      },
      {
        id: "transferts",
        title: "Transfers between Guinea and France",
        paragraphs: [
          "As the group operates in Guinea and France, some data moves between the two countries. When data of people resident in the European Union is transferred outside the Union, we cover these transfers with the European Commission's standard contractual clauses.",
        ],
      },
      {
        id: "securite",
        title: "Security",
        paragraphs: [
          "Encrypted connections (HTTPS), hashed passwords, optional two-factor authentication, restricted and logged access, regular backups: we apply measures suited to the risks.",
        ],
      },
      {
        id: "droits",
        title: "Your rights",
        items: [
          "Access your data and obtain a copy.",
          "Have it corrected or completed.",
          "Have it erased, except where the law requires us to keep it (invoices).",
          "Restrict or object to its processing.",
          "Receive it in a machine-readable format (portability).",
          "Withdraw your consent at any time, for example by unsubscribing from the newsletter.",
          "For residents of France: set instructions for what happens to your data after your death.",
        ],
        after: [
          `To exercise these rights, write to ${privacyEmail} or to ${postal}. We reply within one month. If you believe your rights are not respected, you may complain to the competent data protection authority: in France, the CNIL (www.cnil.fr).`,
        ],
      },
    ],
  },
};
