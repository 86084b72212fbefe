/** Why an SVG is refused: `notSvg` (not an SVG document at all) or `unsafe` (looks like an attack). */
export type SvgRefusalReason = 'notSvg' | 'unsafe';

/** Thrown anywhere in the check; sanitizeSvg turns it into the verdict. */
export class SvgRefusal extends Error {
  readonly reason: SvgRefusalReason;
  constructor(reason: SvgRefusalReason, detail: string) {
    super(detail);
    this.reason = reason;
  }
}
export const unsafe = (detail: string) => new SvgRefusal('unsafe', detail);
export const notSvg = (detail: string) => new SvgRefusal('notSvg', detail);
