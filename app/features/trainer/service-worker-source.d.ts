/** The trainer page's service worker, bundled (scripts/service-worker-plugin.ts). */
declare module "virtual:trainer-service-worker" {
  const source: string;
  export default source;
}
