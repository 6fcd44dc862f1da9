/** UI strings of this area (French is the reference shape). */
export const contact = {};
