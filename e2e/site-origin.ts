/** The site's origin (the config's baseURL), which non-GET calls must carry. */
export const siteOrigin = () => `http://localhost:${process.env.E2E_PORT}`;
