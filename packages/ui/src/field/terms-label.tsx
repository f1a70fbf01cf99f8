import Link from '@mui/material/Link';

const TERMS_WORDS = /terms and conditions/i;

export type TTermsLabelProps = { label: string; termsUrl?: string };

/** Turns the words "terms and conditions" of a checkbox label into a link to the terms PDF. */
export function TermsLabel({ label, termsUrl }: TTermsLabelProps) {
  const match = termsUrl ? TERMS_WORDS.exec(label) : null;
  if (!match) {
    return <>{label}</>;
  }
  const end = match.index + match[0].length;
  return (
    <>
      {label.slice(0, match.index)}
      <Link href={termsUrl} target="_blank" rel="noopener noreferrer">
        {match[0]}
      </Link>
      {label.slice(end)}
    </>
  );
}
