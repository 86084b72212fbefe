/** Modules made by the build's plugins (server/build/). */
declare module 'virtual:dictionary-urls' {
  const urls: Record<import('./shared/languages.ts').Language, string>;
  export default urls;
}
declare module 'virtual:dictionary-data' {
  const dictionaries: Record<
    import('./shared/languages.ts').Language,
    import('./shared/compiled-messages.ts').CompactMessages
  >;
  export default dictionaries;
}
