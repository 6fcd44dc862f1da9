import js from "@eslint/js";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * Layers: routes compose features; a feature may use ui/, lib/, db/ and
 * the core features catalog and accounts; ui/ and lib/ depend on nothing above them.
 * The back-office (features/admin) is a screen layer, like routes: its screens call the domain
 * features' rules directly, so no domain feature may import it back.
 */
const domainFeatures = [
  "contact",
  "newsletter",
  "chat",
  "content",
  "sessions",
  "mail",
  "sms",
  "security",
  "registration",
  "payments",
  "video",
  "live",
  "attendance",
  "companies",
  "invoicing",
  "quotes",
  "agreements",
  "surveys",
  "complaints",
];
/**
 * Domain features built on another domain feature: certificates are earned by attendance; a
 * payment that succeeds is invoiced, and Mes inscriptions offers that invoice; a company's
 * booking holds seats and names participants as registrations, is invoiced, and its space shows
 * their attendance and certificates; a quote is numbered and totalled as an invoice, and once
 * accepted books a company's seats and draws up its training agreement, accepted online as the
 * quote is; the complaint form is guarded against robots as the contact form is.
 */
const builtOn = {
  certificates: ["attendance"],
  payments: ["invoicing"],
  registration: ["invoicing"],
  companies: ["registration", "invoicing", "attendance", "certificates"],
  agreements: ["invoicing", "companies", "registration"],
  quotes: ["agreements", "invoicing", "companies", "registration"],
  surveys: ["attendance"],
  complaints: ["contact"],
};
const adminMayImport = [
  "registration",
  "payments",
  "sessions",
  "catalog",
  "uploads",
  "content",
  "accounts",
  "mail",
  "sms",
  "security",
  "newsletter",
  "contact",
  "live",
  "attendance",
  "certificates",
  "companies",
  "invoicing",
  "quotes",
  "agreements",
  "surveys",
  "complaints",
];
const layerZones = [
  {
    target: "./app/lib",
    from: ["./app/features", "./app/routes", "./app/ui", "./app/layout"],
    message: "lib/ is the bottom layer.",
  },
  {
    target: "./app/ui",
    from: ["./app/features", "./app/routes", "./app/layout"],
    message: "ui/ primitives do not know features or routes.",
  },
  { target: "./app/features", from: ["./app/routes"], message: "Features never import routes." },
  { target: "./app/layout", from: ["./app/routes"], message: "The layout never imports routes." },
  {
    target: "./db",
    from: ["./app/features", "./app/routes", "./app/ui", "./app/layout", "./server"],
    message: "db/ does not depend on the app.",
  },
  ...[...new Set([...domainFeatures, ...Object.keys(builtOn)])].map((feature) => ({
    target: `./app/features/${feature}`,
    from: "./app/features",
    except: [
      ...new Set([
        `./${feature}`,
        "./catalog",
        "./accounts",
        "./mail",
        "./sms",
        "./security",
        "./sessions",
        ...(builtOn[feature] ?? []).map((f) => `./${f}`),
      ]),
    ],
    message:
      "A feature may only import the core features (catalog, accounts) and shared services (mail, sms, security, sessions).",
  })),
  {
    target: "./app/features/admin",
    from: "./app/features",
    except: ["./admin", ...adminMayImport.map((feature) => `./${feature}`)],
    message: "The back-office may import the domain features it operates, not the chat or video.",
  },
  {
    target: "./app/features/!(admin)/**/*",
    from: "./app/features/admin",
    message: "The back-office is a screen layer: no domain feature imports it.",
  },
];

export default tseslint.config(
  {
    ignores: [
      "build/**",
      "node_modules/**",
      ".react-router/**",
      "data/**",
      "test-results/**",
      "playwright-report/**",
      "db/migrations/**",
      "public/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "import-x": importX, "react-hooks": reactHooks },
    settings: { "import-x/resolver": { typescript: true, node: true } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-restricted-paths": ["error", { zones: layerZones }],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": ["error", { allow: ["warn", "error"] }],
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "i18next",
              message: "Use ~/lib/translator (ADR 3109): i18next is not a dependency any more.",
            },
            {
              name: "react-i18next",
              message: "Use ~/lib/use-translation (ADR 3109): react-i18next is not a dependency any more.",
            },
          ],
        },
      ],
      // Sanitisers strip control characters on purpose.
      "no-control-regex": "off",
      // French typography puts no-break spaces in texts and templates on purpose.
      "no-irregular-whitespace": ["error", { skipStrings: true, skipTemplates: true, skipJSXText: true }],
      // Client-only values (clocks, storage) must be set after hydration to match the server's HTML.
      "react-hooks/set-state-in-effect": "off",
    },
  },
  {
    files: ["app/**/*.tsx"],
    plugins: { "jsx-a11y": jsxA11y },
    rules: { ...jsxA11y.flatConfigs.recommended.rules },
  },
  {
    // Scripts and tests report to the terminal; Playwright's fixture `use` is not a React hook.
    files: ["scripts/**", "tests/**", "**/*.test.ts", "**/*.test.tsx", "db/cli.ts"],
    rules: {
      "no-console": "off",
      "react-hooks/rules-of-hooks": "off",
      "import-x/no-restricted-paths": "off",
    },
  },
);
