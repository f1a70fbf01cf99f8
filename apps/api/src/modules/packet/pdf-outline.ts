import {
  PDFHexString,
  PDFName,
  PDFNumber,
  type PDFDict,
  type PDFDocument,
  type PDFPage,
  type PDFRef,
} from '@cantoo/pdf-lib';

/** A bookmark: its title, the page it opens, and bookmarks nested under it. */
export type TOutlineItem = { title: string; page: PDFPage; children?: TOutlineItem[] };

type TLevel = { first: PDFRef; last: PDFRef; count: number };

/**
 * Writes one level of outline items as a linked list under `parent` (ISO 32000-1, 12.3.3), with
 * every item open; returns the ends and how many items are visible below `parent`.
 */
function writeLevel(doc: PDFDocument, items: TOutlineItem[], parent: PDFRef): TLevel {
  const { context } = doc;
  const refs = items.map(() => context.nextRef());
  let count = items.length;
  items.forEach((item, index) => {
    const dict: PDFDict = context.obj({
      Title: PDFHexString.fromText(item.title),
      Parent: parent,
      Dest: [item.page.ref, 'Fit'],
    });
    if (index > 0) {
      dict.set(PDFName.of('Prev'), refs[index - 1]);
    }
    if (index < items.length - 1) {
      dict.set(PDFName.of('Next'), refs[index + 1]);
    }
    if (item.children && item.children.length > 0) {
      const children = writeLevel(doc, item.children, refs[index]);
      dict.set(PDFName.of('First'), children.first);
      dict.set(PDFName.of('Last'), children.last);
      dict.set(PDFName.of('Count'), PDFNumber.of(children.count));
      count += children.count;
    }
    context.assign(refs[index], dict);
  });
  return { first: refs[0], last: refs[refs.length - 1], count };
}

/**
 * The document's bookmarks, opened beside the pages. @cantoo/pdf-lib writes no outline of its own,
 * so the dictionaries are built from its low-level objects.
 */
export function setOutline(doc: PDFDocument, items: TOutlineItem[]): void {
  if (items.length === 0) {
    return;
  }
  const rootRef = doc.context.nextRef();
  const level = writeLevel(doc, items, rootRef);
  doc.context.assign(
    rootRef,
    doc.context.obj({ Type: 'Outlines', First: level.first, Last: level.last, Count: level.count }),
  );
  doc.catalog.set(PDFName.of('Outlines'), rootRef);
  doc.catalog.set(PDFName.of('PageMode'), PDFName.of('UseOutlines'));
}
