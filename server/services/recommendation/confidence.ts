/**
 * Both recommenders' confidence, from how clearly the answer leads (`margin`) and the share of
 * answers that favour it (`agreement`), each 0..1: 0.3 + 0.35·margin + 0.3·agreement less
 * `penalty`, kept within [floor, 0.95] and rounded to two decimals.
 */
export function blendedConfidence(
  margin: number,
  agreement: number,
  { floor, penalty = 0 }: { floor: number; penalty?: number },
): number {
  const raw = 0.3 + 0.35 * margin + 0.3 * agreement - penalty;
  return Math.round(Math.min(0.95, Math.max(floor, raw)) * 100) / 100;
}
