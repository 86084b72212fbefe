import { useState } from 'react';

/** The project picture, hidden when it fails to load (spec 001 section 2). */
export function ProjectThumbnail({ src, className }: { src: string; className?: string }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) return null;
  return <img src={src} alt="" loading="lazy" className={className} onError={() => setFailed(true)} />;
}
