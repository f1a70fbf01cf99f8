import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDeferredQueryData } from '../src/api/use-deferred-query-data';

type TQuery = { data: string[] | undefined; isPending: boolean };

function List({ query }: { query: TQuery }) {
  const { data, isLoading } = useDeferredQueryData(query);
  if (isLoading) {
    return <p role="progressbar" aria-label="Loading" />;
  }
  return data ? (
    <ul>
      {data.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  ) : (
    <p>Could not load</p>
  );
}

/** Writes down the data each drawing of it got. */
function Drawings({ query, drawn, isFirstOnly }: { query: TQuery; drawn: string[]; isFirstOnly: boolean }) {
  const { data } = useDeferredQueryData(query, { isFirstOnly });
  drawn.push(data?.join(', ') ?? 'nothing');
  return null;
}

describe('useDeferredQueryData', () => {
  it('keeps the placeholder while pending and draws the data once it has come', async () => {
    const { rerender } = render(<List query={{ data: undefined, isPending: true }} />);
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy();
    rerender(<List query={{ data: ['Riverside', 'Lakeview'], isPending: false }} />);
    expect(await screen.findAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows no placeholder for a query that failed without data', () => {
    render(<List query={{ data: undefined, isPending: false }} />);
    expect(screen.getByText('Could not load')).toBeTruthy();
  });

  it('draws a later answer at once when only the first is deferred, and a step late otherwise', () => {
    const firstDrawingAfterChange = (isFirstOnly: boolean) => {
      const drawn: string[] = [];
      const { rerender } = render(
        <Drawings
          query={{ data: ['Riverside'], isPending: false }}
          drawn={drawn}
          isFirstOnly={isFirstOnly}
        />,
      );
      const before = drawn.length;
      rerender(
        <Drawings query={{ data: ['Lakeview'], isPending: false }} drawn={drawn} isFirstOnly={isFirstOnly} />,
      );
      expect(drawn.at(-1)).toBe('Lakeview');
      return drawn[before];
    };
    expect(firstDrawingAfterChange(true)).toBe('Lakeview');
    expect(firstDrawingAfterChange(false)).toBe('Riverside');
  });
});
