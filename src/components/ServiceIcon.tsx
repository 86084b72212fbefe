import { type IconProps, LineSvg, Svg } from './Icons.tsx';

/** One line of a drawing: a path's `d`, a circle [cx, cy, r] or a rounded rectangle [x, y, width, height, rx]. */
type Stroke = string | readonly [number, number, number] | readonly [number, number, number, number, number];

/** Line drawings for the service `icon` field (web, cart, mobile, ...); decorative. */
const DRAWINGS: Record<string, readonly Stroke[]> = {
  web: [[3, 4, 18, 16, 2], 'M3 9h18M7 6.5h.01M10 6.5h.01'],
  cart: ['M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2', [9.5, 19, 1.4], [17, 19, 1.4]],
  mobile: [[7, 2.5, 10, 19, 2], 'M11 18.5h2'],
  code: ['m8.5 7.5-4.5 4.5 4.5 4.5M15.5 7.5l4.5 4.5-4.5 4.5M13.5 5l-3 14'],
  megaphone: [
    'M4 10v4a1 1 0 0 0 1 1h2l9 4.5V4.5L7 9H5a1 1 0 0 0-1 1Z',
    'M7 15l1.2 4.5h2.3L9.6 15.6M19 9.5a3.5 3.5 0 0 1 0 5',
  ],
  share: [[6, 12, 2.5], [18, 6, 2.5], [18, 18, 2.5], 'm8.2 10.8 7.6-3.6M8.2 13.2l7.6 3.6'],
  palette: [
    'M12 3a9 9 0 1 0 0 18c1.1 0 1.8-.9 1.8-1.9 0-.5-.2-.9-.5-1.3-.3-.3-.5-.8-.5-1.3 0-1 .8-1.8 1.8-1.8H17a4 4 0 0 0 4-4C21 6.6 17 3 12 3Z',
    [7.5, 11, 1],
    [10.5, 7, 1],
    [15, 7.5, 1],
  ],
  vr: [
    'M4 8h16a1 1 0 0 1 1 1v6a1 1 0 0 1-1 1h-4.2l-2-2.5h-1.6l-2 2.5H4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1Z',
    [8, 12, 1.5],
    [16, 12, 1.5],
  ],
  ai: [[6, 6, 12, 12, 2], 'M10 10h4v4h-4zM9 3v3M15 3v3M9 18v3M15 18v3M3 9h3M3 15h3M18 9h3M18 15h3'],
};

/** The SVG element of one line of a drawing. */
function strokeElement(stroke: Stroke) {
  if (typeof stroke === 'string') return <path key={stroke} d={stroke} />;
  const key = stroke.join(' ');
  if (stroke.length === 3) {
    const [cx, cy, r] = stroke;
    return <circle key={key} cx={cx} cy={cy} r={r} />;
  }
  const [x, y, width, height, rx] = stroke;
  return <rect key={key} x={x} y={y} width={width} height={height} rx={rx} />;
}

/** The drawing named by a service's `icon`; unknown names get the web drawing. */
export function ServiceIcon({ name, size = 26, ...props }: IconProps & { name: string }) {
  return (
    <LineSvg size={size} strokeWidth={1.8} {...props}>
      {(DRAWINGS[name] ?? DRAWINGS.web).map(strokeElement)}
    </LineSvg>
  );
}

/** A play triangle for the intro-video button. */
export function PlayIcon({ size = 18, ...props }: IconProps) {
  return (
    <Svg size={size} {...props}>
      <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.2-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5Z" />
    </Svg>
  );
}

/** The tick in front of a feature line; the same drawing in both reading directions. */
export function CheckIcon({ size = 16, ...props }: IconProps) {
  return (
    <LineSvg size={size} strokeWidth={3} {...props}>
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </LineSvg>
  );
}
