import { siteConfig } from "~/lib/site-config";
import type { Bilingual, DocPage } from "./types";

const legal = siteConfig.legal;
const address = `${siteConfig.address.street}, ${siteConfig.address.city}`;

/** The legal notice: every identity comes from the site configuration. */
export const legalContent: Bilingual<DocPage> = {
  fr: {
    seoTitle: "Mentions légales",
    seoDescription:
      "Éditeur du site, directeur de la publication, hébergeur, propriété intellectuelle et droit applicable.",
    eyebrow: "Informations légales",
    title: "Mentions légales",
    lead: "Informations sur l'éditeur et l'hébergeur de ce site, conformément aux législations guinéenne et française applicables aux services en ligne.",
    updated: "2026-11-01",
    sections: [
      {
        id: "editeur",
        title: "Éditeur du site",
        facts: [
          { label: "Raison sociale", value: legal.companyName },
          { label: "Forme juridique", value: legal.legalForm.fr },
          { label: "Capital social", value: legal.shareCapital },
          { label: "Immatriculation", value: legal.registration },
          { label: "Identification fiscale", value: legal.taxId },
          { label: "Déclaration d'activité de formation (France)", value: legal.trainingDeclaration },
          { label: "Siège social", value: `${address}, ${siteConfig.address.country.fr}` },
          { label: "Téléphone", value: siteConfig.phone },
          { label: "E-mail", value: siteConfig.email },
        ],
      },
      {
        id: "directeur-publication",
        title: "Directeur de la publication",
        facts: [
          { label: "Nom", value: legal.publicationDirector.name },
          { label: "Qualité", value: legal.publicationDirector.role.fr },
        ],
      },
      {
        id: "hebergeur",
        title: "Hébergeur",
        facts: [
          { label: "Société", value: legal.host.name },
          { label: "Adresse", value: legal.host.address },
          { label: "Téléphone", value: legal.host.phone },
          { label: "Site web", value: legal.host.website },
        ],
      },
      {
        id: "propriete-intellectuelle",
        title: "Propriété intellectuelle",
        paragraphs: [
          "L'ensemble des contenus de ce site (textes, illustrations, logos, programmes de formation, brochures) est la propriété de l'éditeur ou de ses partenaires et est protégé par le droit d'auteur et le droit des marques.",
          "Toute reproduction, représentation ou diffusion, totale ou partielle, sans autorisation écrite préalable est interdite. Les logos des partenaires sont reproduits avec leur accord et restent leur propriété.",
        ],
      },
      {
        id: "responsabilite",
        title: "Responsabilité",
        paragraphs: [
          "L'éditeur s'efforce d'assurer l'exactitude des informations publiées, notamment les programmes, dates et prix des formations, mais ne peut garantir l'absence d'erreur. Les informations contractuelles sont celles qui figurent sur la confirmation d'inscription ou le devis.",
          "Les liens vers des sites extérieurs (réseaux sociaux, prestataire de paiement) sont fournis pour votre commodité ; l'éditeur n'est pas responsable de leur contenu.",
        ],
      },
      {
        id: "donnees-personnelles",
        title: "Données personnelles et cookies",
        paragraphs: [
          "Le traitement de vos données personnelles est décrit dans notre politique de confidentialité, et l'usage des cookies dans notre politique relative aux cookies.",
        ],
      },
      {
        id: "droit-applicable",
        title: "Droit applicable",
        paragraphs: [
          "Les présentes mentions sont régies par le droit guinéen. Pour les utilisateurs consommateurs résidant en France, les dispositions impératives du droit français restent applicables.",
        ],
      },
    ],
  },
  en: {
    seoTitle: "Legal notice",
    seoDescription: "Site publisher, publication director, host, intellectual property and governing law.",
    eyebrow: "Legal information",
    title: "Legal notice",
    lead: "Information about the publisher and host of this site, as required by the Guinean and French laws that apply to online services.",
    updated: "2026-11-01",
    sections: [
      {
        id: "editeur",
        title: "Publisher",
        facts: [
          { label: "Company name", value: legal.companyName },
          { label: "Legal form", value: legal.legalForm.en },
          { label: "Share capital", value: legal.shareCapital },
          { label: "Registration", value: legal.registration },
          { label: "Tax identification", value: legal.taxId },
          { label: "Training provider declaration (France)", value: legal.trainingDeclaration },
          { label: "Registered office", value: `${address}, ${siteConfig.address.country.en}` },
          { label: "Phone", value: siteConfig.phone },
          { label: "E-mail", value: siteConfig.email },
        ],
      },
      {
        id: "directeur-publication",
        title: "Publication director",
        facts: [
          { label: "Name", value: legal.publicationDirector.name },
          { label: "Position", value: legal.publicationDirector.role.en },
        ],
      },
      {
        id: "hebergeur",
        title: "Host",
        facts: [
          { label: "Company", value: legal.host.name },
          { label: "Address", value: legal.host.address },
          { label: "Phone", value: legal.host.phone },
          { label: "Website", value: legal.host.website },
        ],
      },
      {
        id: "propriete-intellectuelle",
        title: "Intellectual property",
        paragraphs: [
          "All content on this site (texts, illustrations, logos, course programmes, brochures) belongs to the publisher or its partners and is protected by copyright and trademark law.",
          "Any reproduction, performance or distribution, in whole or in part, without prior written permission is prohibited. Partners' logos are reproduced with their consent and remain their property.",
        ],
      },
      {
        id: "responsabilite",
        title: "Liability",
        paragraphs: [
          "The publisher strives to ensure that the information published, in particular course programmes, dates and prices, is accurate, but cannot guarantee that it is free of errors. The contractual information is that shown on the registration confirmation or the quotation.",
          "Links to external sites (social networks, payment provider) are provided for your convenience; the publisher is not responsible for their content.",
        ],
      },
      {
        id: "donnees-personnelles",
        title: "Personal data and cookies",
        paragraphs: [
          "How we process your personal data is described in our privacy policy, and our use of cookies in our cookie policy.",
        ],
      },
      {
        id: "droit-applicable",
        title: "Governing law",
        paragraphs: [
          "This notice is governed by Guinean law. For consumer users resident in France, the mandatory provisions of French law continue to apply.",
        ],
      },
    ],
  },
};
