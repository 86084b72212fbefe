/** Features are edited as text, one per line; blank lines are dropped. */
export function featuresFromText(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

export function featuresToText(features: readonly string[]): string {
  return features.join('\n');
}
