/** A PDF with one page per entry of `pages`, each showing its lines in Helvetica. */
export declare function pdfWithPages(pages: readonly (readonly string[])[]): Buffer;

/** A one-page PDF that shows each line of `lines`. */
export declare function pdfWithText(lines: readonly string[]): Buffer;

/**
 * A Word document (.docx) of paragraphs; a paragraph written `# Title` is a level-one heading
 * (Word's Heading1 style, which mammoth turns into a heading).
 */
export declare function docxWithParagraphs(paragraphs: readonly string[]): Buffer;
