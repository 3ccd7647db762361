/** The one row a statement that must produce one (an insert ... returning, say) produced. */
export function onlyRow<Row>(rows: readonly Row[], what: string): Row {
  const [row] = rows;
  if (row === undefined) throw new Error(`Expected ${what}, got no row.`);
  return row;
}
