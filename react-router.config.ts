import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  buildDirectory: "build",
  future: {
    // A route's client loader, action and component load only when used (smaller first load).
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    // Loaders see the same pathname on document and data requests when the URL ends with a slash.
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
