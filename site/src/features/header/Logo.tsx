import { useId } from 'react';

/**
 * The mark (a pin over a river, in the risk colours), inline rather than an <img>: it
 * paints with the prerendered HTML, with no request and no separate SVG document to build.
 */
export function Logo({ className, size }: { className: string; size: number }) {
  const gradient = useId();
  return (
    <svg className={className} viewBox="0 0 48 48" width={size} height={size} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#0f4c5c" />
          <stop offset="1" stopColor="#1b7a8c" />
        </linearGradient>
      </defs>
      <rect width="48" height="48" rx="12" fill={`url(#${gradient})`} />
      <path d="M9 33c5-2 8 1 13-1s8-5 17-3" fill="none" stroke="#ffffff" strokeOpacity=".35" strokeWidth="2" strokeLinecap="round" />
      <path d="M24 8c-6 0-11 4.7-11 10.7C13 26.4 24 37 24 37s11-10.6 11-18.3C35 12.7 30 8 24 8z" fill="#fff" />
      <circle cx="24" cy="18.5" r="5.2" fill="#FF9800" />
      <circle cx="24" cy="18.5" r="2.6" fill="#F44336" />
    </svg>
  );
}
