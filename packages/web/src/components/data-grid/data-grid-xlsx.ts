// The grid's Excel export is the shared writer (the server writes its exports with it too).
export {
  columnName,
  excelSerial,
  sheetName,
  toXlsx,
  xlsxCell,
  xmlText,
} from '@siteline/shared/common/xlsx';
