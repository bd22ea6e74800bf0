/** One problem of an import file: a 1-based sheet row (0 for the file itself), the column header and what is wrong. */
export interface Problem {
  row: number;
  column: string;
  message: string;
}
