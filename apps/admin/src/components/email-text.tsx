import { Fragment } from 'react';

/**
 * An email address that may wrap after its "@" and before a dot, the places a reader expects,
 * rather than wherever the line ends. Pair it with `overflowWrap: 'anywhere'` for a part longer
 * than the line.
 */
export function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?<=@)|(?=\.)/);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
