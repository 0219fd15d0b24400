// Original illustrations of the Journey page, drawn inline (no download, no shift).
import { usePhoto } from '../../context/boot';
import { Picture } from '../Picture';

interface Art {
  bg: string;
  shapes: string;
}

const ART: Record<string, Art | undefined> = {
  vision: {
    bg: '#fef3c7',
    shapes:
      '<circle cx="240" cy="70" r="40" fill="#f59e0b"/><path d="M0 200q80-60 160-20t160-10v70H0z" fill="#65a30d"/><rect x="120" y="110" width="40" height="90" rx="10" fill="#ea580c"/>',
  },
  quality: {
    bg: '#e0f2fe',
    shapes:
      '<rect x="70" y="60" width="30" height="120" rx="8" fill="#0ea5e9"/><rect x="130" y="80" width="30" height="100" rx="8" fill="#f97316"/><rect x="190" y="50" width="30" height="130" rx="8" fill="#a855f7"/><path d="M40 190h240" stroke="#334155" stroke-width="6"/>',
  },
  research: {
    bg: '#fce7f3',
    shapes:
      '<circle cx="110" cy="120" r="50" fill="#be185d" opacity=".8"/><circle cx="170" cy="110" r="45" fill="#4338ca" opacity=".7"/><circle cx="210" cy="140" r="35" fill="#db2777" opacity=".6"/>',
  },
  facilities: {
    bg: '#ecfccb',
    shapes:
      '<rect x="30" y="150" width="260" height="14" fill="#475569"/>' +
      [50, 100, 150, 200, 250].map((x) => `<rect x="${x - 12}" y="100" width="24" height="50" rx="6" fill="#16a34a"/>`).join('') +
      '<rect x="40" y="40" width="240" height="30" fill="#94a3b8"/>',
  },
  media: {
    bg: '#ffedd5',
    shapes: '<path d="M160 40l20 40 45 6-33 31 8 45-40-22-40 22 8-45-33-31 45-6z" fill="#ea580c"/><rect x="60" y="180" width="200" height="14" rx="7" fill="#9a3412"/>',
  },
};

/** A section the table does not know (new copy) gets the vision's picture. */
const FALLBACK: Art = ART.vision ?? { bg: '#fef3c7', shapes: '' };

/** The operator's photo of the section (photos/journey.<id>.jpg) when there is one, else the drawing. */
export function JourneyArt({ id, alt }: { id: string; alt: string }) {
  const photo = usePhoto('journey', id);
  if (photo) return <Picture photo={photo} sizes="(max-width: 767px) 90vw, 600px" alt={alt} width={320} height={220} className="journey__art" />;
  const art = ART[id] ?? FALLBACK;
  return (
    <svg
      className="journey__art"
      viewBox="0 0 320 220"
      width="320"
      height="220"
      role="img"
      aria-label={alt}
      dangerouslySetInnerHTML={{ __html: `<rect width="320" height="220" rx="18" fill="${art.bg}"/>${art.shapes}` }}
    />
  );
}
