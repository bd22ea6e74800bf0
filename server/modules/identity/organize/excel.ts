import type ExcelJS from 'exceljs';
import { newWorkbook } from '../../../office/newWorkbook';

/** Column keys of the organisation workbook, in order; the first row holds them as headers. */
export const ORG_COLUMNS = [
  'organizeId',
  'parentId',
  'organizeName',
  'orderNum',
  'leader',
  'status',
  /** Login names of the leaders, comma-separated (issue 28). */
  'leaders',
] as const;
export type OrgColumn = (typeof ORG_COLUMNS)[number];
export const ORG_SHEET = 'organizations';

export interface SheetRow {
  /** 1-based row number in the sheet. */
  row: number;
  values: Record<OrgColumn, string>;
}

export interface SheetProblem {
  row: number;
  column: string;
  key: string;
  params?: Record<string, unknown>;
}

const text = (cell: ExcelJS.CellValue): string => {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'object') {
    if ('text' in cell && typeof cell.text === 'string') return cell.text.trim();
    if ('result' in cell) return text(cell.result as ExcelJS.CellValue);
    if ('richText' in cell)
      return cell.richText
        .map((r) => r.text)
        .join('')
        .trim();
    if (cell instanceof Date) return cell.toISOString();
    return '';
  }
  return String(cell).trim();
};

export const writeOrgWorkbook = async (rows: Record<OrgColumn, string | number>[]): Promise<Buffer> => {
  const book = await newWorkbook();
  const sheet = book.addWorksheet(ORG_SHEET);
  sheet.columns = ORG_COLUMNS.map((key) => ({ header: key, key, width: key === 'organizeName' ? 30 : 18 }));
  for (const row of rows) sheet.addRow(row);
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await book.xlsx.writeBuffer());
};

/** Reads the first sheet; a file that is not a workbook or lacks a column yields problems instead of rows. */
export const readOrgWorkbook = async (
  content: Buffer,
): Promise<{ rows: SheetRow[]; problems: SheetProblem[] }> => {
  const book = await newWorkbook();
  try {
    await book.xlsx.load(content as unknown as ArrayBuffer);
  } catch {
    return { rows: [], problems: [{ row: 0, column: '', key: 'import.unreadable' }] };
  }
  const sheet = book.worksheets[0];
  if (!sheet) return { rows: [], problems: [{ row: 0, column: '', key: 'import.noSheet' }] };
  const header = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, col) => header.set(text(cell.value), col));
  const missing = ORG_COLUMNS.filter(
    (key) =>
      key !== 'organizeId' && key !== 'leader' && key !== 'leaders' && key !== 'status' && !header.has(key),
  );
  if (missing.length)
    return { rows: [], problems: missing.map((column) => ({ row: 1, column, key: 'import.missingColumn' })) };
  const rows: SheetRow[] = [];
  for (let index = 2; index <= sheet.rowCount; index++) {
    const line = sheet.getRow(index);
    const values = Object.fromEntries(
      ORG_COLUMNS.map((key) => [
        key,
        header.has(key) ? text(line.getCell(header.get(key) as number).value) : '',
      ]),
    ) as Record<OrgColumn, string>;
    if (Object.values(values).every((v) => v === '')) continue;
    rows.push({ row: index, values });
  }
  if (rows.length === 0) return { rows, problems: [{ row: 0, column: '', key: 'import.empty' }] };
  return { rows, problems: [] };
};
