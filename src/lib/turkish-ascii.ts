/** The Turkish letters (lower case) and the ASCII letter each is spelled with in slugs and message keys. */
const ASCII_OF: Record<string, string> = { ç: 'c', ğ: 'g', ı: 'i', ö: 'o', ş: 's', ü: 'u', â: 'a', î: 'i', û: 'u' };

/** Lower-case Turkish letters to plain ASCII (ç→c, ğ→g, ı→i, ö→o, ş→s, ü→u, â→a, î→i, û→u); the rest stays. */
export function turkishToAscii(lowerCase: string): string {
  return lowerCase.replace(/[çğıöşüâîû]/g, (letter) => ASCII_OF[letter] ?? letter);
}
