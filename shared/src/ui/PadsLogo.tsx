/** Helipad "H" in a circle with a rotor bar: the product mark. */
export function PadsLogo({ size = 64 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" role="img" aria-label="Pads logo">
      <circle cx="32" cy="34" r="26" fill="#1677ff" />
      <circle cx="32" cy="34" r="21" fill="none" stroke="#fff" strokeWidth="2.5" />
      <path d="M23 22v24M41 22v24M23 34h18" stroke="#fff" strokeWidth="5" strokeLinecap="round" />
      <rect x="6" y="4" width="52" height="3.5" rx="1.75" fill="#0b3c8c" />
      <rect x="30.5" y="4" width="3" height="8" fill="#0b3c8c" />
    </svg>
  );
}
