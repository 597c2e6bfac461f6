// The grid's Excel export writes with the one workbook writer both sides share.
export {
  columnName,
  excelSerial,
  sheetName,
  toXlsx,
  xlsxCell,
  xmlText,
} from '@siteline/shared/common/xlsx';
