// The repository's real test documents (a PDF pdf.js reads, a Word file mammoth reads), shared
// with the journeys and the benches.
export {
  docxWithParagraphs,
  pdfWithPages,
  pdfWithText,
} from '../../../../tooling/document-fixtures.mjs';
