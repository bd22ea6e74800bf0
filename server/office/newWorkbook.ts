import type ExcelJS from 'exceljs';

/**
 * A new, empty workbook. The spreadsheet library is loaded on the first export or import, not when the server
 * starts: it is the largest module the server would load, and most starts never use it.
 */
export const newWorkbook = async (): Promise<ExcelJS.Workbook> => {
  const { default: excel } = await import('exceljs');
  return new excel.Workbook();
};
