/** UI strings of the home page sections (French is the reference shape). Their texts come from app/features/content/home-content.ts. */
export const landing = {
  discover: "Découvrir",
  carousel: {
    roleDescription: "carrousel",
    slide: "témoignage",
    position: "{{index}} sur {{total}}",
    previous: "Témoignage précédent",
    next: "Témoignage suivant",
    goTo: "Afficher le témoignage {{index}} : {{name}}",
    rating: "Note : {{rating}} sur 5",
  },
};
