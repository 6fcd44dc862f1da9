import { siteConfig } from "~/lib/site-config";
import type { Bilingual, DocPage } from "./types";

const referent = siteConfig.legal.disabilityReferent;

export const termsContent: Bilingual<DocPage> = {
  fr: {
    seoTitle: "Conditions générales d'utilisation et de vente",
    seoDescription:
      "Conditions d'utilisation du site et conditions de vente des formations : inscription, prix, paiement, annulation, report et droit de rétractation de 10 jours des particuliers en France.",
    eyebrow: "Informations légales",
    title: "Conditions générales d'utilisation et de vente",
    lead: `Ces conditions s'appliquent à l'utilisation du site et à toute inscription à une formation proposée par ${siteConfig.legal.companyName}. En vous inscrivant, vous les acceptez.`,
    updated: "2026-11-01",
    sections: [
      {
        id: "utilisation",
        title: "1. Utilisation du site",
        paragraphs: [
          "Le site est accessible gratuitement. Vous vous engagez à l'utiliser de manière loyale : ne pas tenter d'accéder aux comptes d'autrui, ne pas perturber son fonctionnement, ne pas envoyer de contenu illicite par les formulaires.",
          "Certaines fonctions (inscription, espace personnel, classes virtuelles) nécessitent un compte. Vous êtes responsable de la confidentialité de votre mot de passe ; nous vous recommandons d'activer la double authentification. Nous pouvons suspendre un compte utilisé de manière frauduleuse.",
        ],
      },
      {
        id: "inscription",
        title: "2. Inscription aux formations",
        paragraphs: [
          "L'inscription se fait en ligne depuis la page de la formation, par un utilisateur connecté, ou sur devis pour les formations intra-entreprise. Elle est enregistrée dans la limite des places disponibles et confirmée par e-mail.",
          "Le contrat est formé à la réception de la confirmation. Pour les entreprises, une convention de formation est établie sur demande ; pour les particuliers qui financent eux-mêmes une formation en France, un contrat de formation professionnelle est signé conformément au Code du travail.",
        ],
      },
      {
        id: "prix",
        title: "3. Prix",
        paragraphs: [
          "Les prix sont indiqués par participant, en euros ou en francs guinéens, sur la page de chaque formation et dans notre grille tarifaire. Ils comprennent la formation, les supports pédagogiques et l'attestation ; les frais de transport, d'hébergement et de restauration restent à la charge du participant sauf mention contraire.",
          "Le prix applicable est celui affiché au moment de l'inscription. Le prix d'une session peut différer du prix de référence de la formation ; il est alors indiqué sur la session.",
        ],
      },
      {
        id: "paiement",
        title: "4. Paiement",
        paragraphs: [
          "Le paiement s'effectue par carte bancaire sur la page sécurisée de notre prestataire, par virement bancaire, par PayPal ou par Orange Money, selon les coordonnées indiquées sur la page À propos. Nous ne conservons jamais vos données de carte.",
          "Sauf accord contraire, le paiement intégral est dû avant le début de la session. Les entreprises peuvent régler sur facture, à 30 jours. Pour les particuliers en France, aucune somme ne peut être exigée avant la fin du délai de rétractation (article 7).",
        ],
      },
      {
        id: "annulation",
        title: "5. Annulation et report par le participant",
        items: [
          "Plus de 14 jours avant le début de la session : annulation ou report gratuit, remboursement intégral.",
          "Entre 14 et 7 jours avant : 50 % du prix reste dû, ou report gratuit sur une autre session dans les 6 mois.",
          "Moins de 7 jours avant, ou absence : la totalité du prix reste due.",
          "Le remplacement du participant par une autre personne de la même entreprise est possible à tout moment, sans frais.",
        ],
        after: [
          "La demande d'annulation se fait par écrit (e-mail ou formulaire de contact). Les remboursements sont effectués par le moyen de paiement d'origine sous 14 jours.",
        ],
      },
      {
        id: "annulation-organisateur",
        title: "6. Annulation ou report par l'organisateur",
        paragraphs: [
          "Nous pouvons annuler ou reporter une session si le nombre de participants est insuffisant ou en cas de force majeure, au plus tard 7 jours avant son début sauf force majeure. Vous choisissez alors entre le report sur une autre session et le remboursement intégral des sommes versées, sans autre indemnité.",
        ],
      },
      {
        id: "retractation",
        title: "7. Droit de rétractation des particuliers en France",
        paragraphs: [
          "La personne physique qui entreprend une formation à titre individuel et à ses frais en France dispose d'un délai de dix jours à compter de la signature du contrat pour se rétracter, par lettre recommandée avec avis de réception (article L. 6353-5 du Code du travail), sans avoir à se justifier ni à payer de pénalité.",
          "Aucune somme ne peut être exigée avant l'expiration de ce délai. À son expiration, il ne peut être payé plus de 30 % du prix convenu ; le solde est échelonné au fur et à mesure du déroulement de la formation (article L. 6353-6 du Code du travail).",
          "Lorsque le contrat est conclu entièrement à distance, le délai de rétractation de quatorze jours prévu par le Code de la consommation s'applique s'il est plus favorable. Si la formation commence pendant ce délai à votre demande expresse, le prix des heures déjà suivies reste dû.",
        ],
      },
      {
        id: "deroulement",
        title: "8. Déroulement, attestations et accessibilité",
        paragraphs: [
          "Une attestation de fin de formation est remise à chaque participant ayant suivi l'intégralité de la session. Les certifications sont délivrées aux participants reçus aux évaluations.",
          `Les personnes en situation de handicap sont invitées à contacter notre référente handicap (${referent.email}) avant l'inscription, afin d'étudier les adaptations possibles.`,
          "Les supports remis sont réservés à l'usage personnel des participants et ne peuvent être reproduits ou diffusés.",
        ],
      },
      {
        id: "reclamations",
        title: "9. Réclamations, médiation et droit applicable",
        paragraphs: [
          `Toute réclamation peut être adressée à ${siteConfig.email} ; nous y répondons sous 15 jours. Les consommateurs résidant en France peuvent recourir gratuitement à un médiateur de la consommation.`,
          "Les présentes conditions sont régies par le droit guinéen, sans préjudice des dispositions impératives du droit du pays de résidence du consommateur. À défaut d'accord amiable, les tribunaux de Conakry sont compétents pour les litiges entre professionnels.",
        ],
      },
    ],
  },
  en: {
    seoTitle: "Terms of use and terms of sale",
    seoDescription:
      "Terms of use of the site and terms of sale of courses: registration, prices, payment, cancellation, postponement and the 10-day withdrawal right of individuals in France.",
    eyebrow: "Legal information",
    title: "Terms of use and terms of sale",
    lead: `These terms apply to the use of the site and to every registration for a course offered by ${siteConfig.legal.companyName}. By registering, you accept them.`,
    updated: "2026-11-01",
    sections: [
      {
        id: "utilisation",
        title: "1. Use of the site",
        paragraphs: [
          "The site is free to use. You agree to use it fairly: do not try to access other people's accounts, disrupt its operation or send unlawful content through the forms.",
          "Some features (registration, personal space, virtual classes) require an account. You are responsible for keeping your password confidential; we recommend turning on two-factor authentication. We may suspend an account used fraudulently.",
        ],
      },
      {
        id: "inscription",
        title: "2. Registering for courses",
        paragraphs: [
          "Registration is made online from the course page by a signed-in user, or on quotation for in-company courses. It is recorded within the limit of available seats and confirmed by e-mail.",
          "The contract is formed when you receive the confirmation. For companies, a training agreement is drawn up on request; for individuals paying for their own training in France, a professional training contract is signed as the French Labour Code requires.",
        ],
      },
      {
        id: "prix",
        title: "3. Prices",
        paragraphs: [
          "Prices are per participant, in euros or Guinean francs, on each course page and in our price list. They include the training, course materials and the certificate; travel, accommodation and meals are paid by the participant unless stated otherwise.",
          "The applicable price is the one shown when you register. A session's price may differ from the course's reference price; it is then shown on the session.",
        ],
      },
      {
        id: "paiement",
        title: "4. Payment",
        paragraphs: [
          "Payment is made by card on our provider's secure page, by bank transfer, PayPal or Orange Money, using the details on the About page. We never store your card details.",
          "Unless agreed otherwise, full payment is due before the session starts. Companies may pay on invoice within 30 days. For individuals in France, no payment may be required before the withdrawal period ends (section 7).",
        ],
      },
      {
        id: "annulation",
        title: "5. Cancellation and postponement by the participant",
        items: [
          "More than 14 days before the session starts: free cancellation or postponement, full refund.",
          "Between 14 and 7 days before: 50% of the price is due, or free postponement to another session within 6 months.",
          "Less than 7 days before, or no-show: the full price is due.",
          "Another person from the same company may replace the participant at any time, free of charge.",
        ],
        after: [
          "Cancellation requests must be made in writing (e-mail or contact form). Refunds are made to the original payment method within 14 days.",
        ],
      },
      {
        id: "annulation-organisateur",
        title: "6. Cancellation or postponement by the organiser",
        paragraphs: [
          "We may cancel or postpone a session if there are too few participants or in the event of force majeure, no later than 7 days before it starts except in cases of force majeure. You then choose between postponement to another session and a full refund of the sums paid, with no other compensation.",
        ],
      },
      {
        id: "retractation",
        title: "7. Withdrawal right of individuals in France",
        paragraphs: [
          "An individual who undertakes training on their own initiative and at their own expense in France has ten days from signing the contract to withdraw, by registered letter with acknowledgement of receipt (article L. 6353-5 of the French Labour Code), without giving reasons or paying any penalty.",
          "No payment may be required before this period ends. When it ends, no more than 30% of the agreed price may be paid; the balance is paid in instalments as the course progresses (article L. 6353-6 of the French Labour Code).",
          "When the contract is concluded entirely at a distance, the fourteen-day withdrawal period of the French Consumer Code applies if it is more favourable. If the course starts during that period at your express request, the price of the hours already attended remains due.",
        ],
      },
      {
        id: "deroulement",
        title: "8. Course delivery, certificates and accessibility",
        paragraphs: [
          "A certificate of completion is given to every participant who attended the whole session. Certifications are awarded to participants who pass the assessments.",
          `People with disabilities are invited to contact our disability officer (${referent.email}) before registering, so that possible adjustments can be considered.`,
          "Course materials are for participants' personal use only and may not be copied or distributed.",
        ],
      },
      {
        id: "reclamations",
        title: "9. Complaints, mediation and governing law",
        paragraphs: [
          `Complaints may be sent to ${siteConfig.email}; we reply within 15 days. Consumers resident in France may use a consumer mediator free of charge.`,
          "These terms are governed by Guinean law, without prejudice to the mandatory provisions of the law of the consumer's country of residence. Failing an amicable settlement, the courts of Conakry have jurisdiction over disputes between businesses.",
        ],
      },
    ],
  },
};
