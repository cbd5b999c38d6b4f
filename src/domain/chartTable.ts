/**
 * The figures behind a chart as a table (issue 17): what its data-table view shows, what a screen reader reads and
 * what "Export CSV" downloads. One shape for every chart of the dashboard.
 */

export type ChartCell = string | number;

export interface ChartTable {
  /** Column headings; the first column names the rows (a day, a network, a post). */
  columns: readonly string[];
  rows: readonly (readonly ChartCell[])[];
}

/** One CSV field (RFC 4180): quoted when it holds a comma, quote or line break; a leading =, +, - or @ is defused. */
function csvField(cell: ChartCell): string {
  let text = typeof cell === 'number' ? (Number.isFinite(cell) ? String(cell) : '') : cell;
  // A spreadsheet runs a cell that starts with = + - @ as a formula (CSV injection): a leading quote keeps it text.
  if (typeof cell === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The table as CSV text, lines ended by CRLF (RFC 4180). */
export function csvOf(table: ChartTable): string {
  return [table.columns, ...table.rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** Several tables in one CSV (a page's export): each under its title, a blank line between. */
export function csvOfSections(sections: readonly { title: string; table: ChartTable }[]): string {
  return sections.map(({ title, table }) => `${csvField(title)}\r\n${csvOf(table)}`).join('\r\n');
}
