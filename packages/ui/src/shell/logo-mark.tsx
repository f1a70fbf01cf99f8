import SvgIcon from '@mui/material/SvgIcon';

/** The DocApply mark, beside the name in both sites' headers (decorative: the name says it). */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <SvgIcon viewBox="0 0 64 64" sx={{ fontSize: size }} aria-hidden>
      <rect width="64" height="64" rx="14" fill="#004AAD" />
      <path d="M20 16h12c10 0 17 6.5 17 16s-7 16-17 16H20z" fill="none" stroke="#fff" strokeWidth="6" />
      <path d="M32 26v12M26 32h12" stroke="#fff" strokeWidth="5" strokeLinecap="round" />
    </SvgIcon>
  );
}
