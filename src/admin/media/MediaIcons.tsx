import { type IconProps, LineSvg } from '../../components/Icons.tsx';

/** Decorative preview icons of the media cards (the card's text names the file). */
export const DocumentIcon = ({ size = 40, ...props }: IconProps) => (
  <LineSvg size={size} strokeWidth={1.5} {...props}>
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8l-5-5Z" />
    <path d="M14 3v5h5M9 13h6M9 17h6" />
  </LineSvg>
);

export const ImageIcon = ({ size = 40, ...props }: IconProps) => (
  <LineSvg size={size} strokeWidth={1.5} {...props}>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <circle cx="9" cy="10" r="1.5" />
    <path d="m21 16-5-5-9 9" />
  </LineSvg>
);
