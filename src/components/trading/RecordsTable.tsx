import type { ReactNode } from 'react';

interface Props<R> {
  /** The column headings, already translated. */
  columns: readonly string[];
  records: readonly R[];
  /** One record's `<tr>`, keyed by what identifies the record. */
  row: (record: R) => ReactNode;
  /** Shown instead of the table while there is no record; without it the empty table stands. */
  empty?: string;
  /** Each record a card on a phone (trading.css); its cells then carry their column's name as `data-label`. */
  cards?: boolean;
}

/** An account tab's table of records (fills, balances, funding payments, liquidations): headings, then a row each. */
export function RecordsTable<R>({ columns, records, row, empty, cards = false }: Props<R>) {
  if (empty !== undefined && records.length === 0) return <p>{empty}</p>;
  return (
    <table className={cards ? 'trading-table trading-table--cards' : 'trading-table'}>
      <thead>
        <tr>
          {columns.map((heading, index) => (
            <th key={index} scope="col">
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{records.map(row)}</tbody>
    </table>
  );
}
