/** Modules made by the build's plugins (server/tooling/build/). */
declare module 'virtual:catalog-urls/*' {
  /** Each language's compiled catalog of the area as a JSON file to fetch (server/tooling/build/compiled-catalogs.ts). */
  const urls: Record<import('./shared/languages.ts').Language, string>;
  export default urls;
}
declare module 'virtual:catalog-data/*' {
  /** Each language's compiled catalog of the area, for the server render. */
  const catalogs: Record<
    import('./shared/languages.ts').Language,
    import('./shared/compiled-messages.ts').CompactMessages
  >;
  export default catalogs;
}
