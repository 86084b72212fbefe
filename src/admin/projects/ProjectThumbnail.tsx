import { useState } from 'react';

/** An address the admin may load as a picture: a site path or https (anything typed half-way is not fetched). */
const PREVIEWABLE = /^(\/(?!\/)|https:\/\/)\S+$/;

/** The project picture, hidden when it fails to load (spec 001 section 2) or is not a picture address yet. */
export function ProjectThumbnail({ src, className }: { src: string; className?: string }) {
  const [failed, setFailed] = useState(false);
  if (!PREVIEWABLE.test(src) || failed) return null;
  return <img src={src} alt="" loading="lazy" className={className} onError={() => setFailed(true)} />;
}
