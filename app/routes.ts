import { type RouteConfig, index, prefix, route } from "@react-router/dev/routes";

/**
 * Every page exists twice: French at the spec's path and English under /en. The optional
 * static segment "en?" gives both from one route module; the language comes from the URL.
 */
export default [
  route("resources/theme", "routes/resources.theme.ts"),
  // --- resource routes: catalogue (sitemap, robots) ---
  // --- resource routes: newsletter, mail ---
  ...prefix("en?", [
    index("routes/home.tsx"),
    // --- pages: catalogue ---
    // --- pages: the group's pages ---
    // --- pages: contact, newsletter ---
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
