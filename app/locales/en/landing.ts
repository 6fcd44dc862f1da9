import type { Translations } from "../types";

export const landing = {
  discover: "Discover",
  carousel: {
    roleDescription: "carousel",
    slide: "testimonial",
    position: "{{index}} of {{total}}",
    previous: "Previous testimonial",
    next: "Next testimonial",
    goTo: "Show testimonial {{index}}: {{name}}",
    rating: "Rating: {{rating}} out of 5",
  },
} satisfies Translations["landing"];
