import { PDFArray, PDFDict, PDFDocument, PDFName, PDFStream, type PDFObject } from 'pdf-lib';

/** Keys that run something or carry a file: scripts, actions on open or on events, attachments. */
const ACTIVE_KEYS = ['JS', 'JavaScript', 'AA', 'OpenAction', 'EmbeddedFiles', 'EF'].map((k) =>
  PDFName.of(k),
);
/** Action types that run code, start a program or pull in outside data. */
const ACTIVE_ACTIONS = new Set(['/JavaScript', '/Launch', '/ImportData', '/RichMediaExecute']);
const S = PDFName.of('S');
const TYPE = PDFName.of('Type');
const EMBEDDED_FILE = PDFName.of('EmbeddedFile');

/** Empties the dictionary of an action that runs something, and drops the active keys of any. */
function clean(dict: PDFDict): void {
  const action = dict.get(S);
  if (action instanceof PDFName && ACTIVE_ACTIONS.has(action.toString())) {
    for (const key of dict.keys()) dict.delete(key);
    return;
  }
  for (const key of ACTIVE_KEYS) dict.delete(key);
  // A Launch action may also sit directly under its name in older files.
  dict.delete(PDFName.of('Launch'));
}

function walk(object: PDFObject | undefined, seen: Set<PDFObject>): void {
  if (!object || seen.has(object)) return;
  seen.add(object);
  if (object instanceof PDFStream) walk(object.dict, seen);
  else if (object instanceof PDFDict) {
    clean(object);
    for (const [, value] of object.entries()) walk(value, seen);
  } else if (object instanceof PDFArray) {
    for (const value of object.asArray()) walk(value, seen);
  }
}

/**
 * A registration document as it will be served to workers' phones and signed: the same pages,
 * without JavaScript, actions that run on opening or on an event, launch actions and embedded
 * files (issue: registration documents must not carry active content). Written again by
 * pdf-lib, so nothing removed survives as an unreachable object. Null when pdf-lib cannot read
 * the file: then we cannot say what it carries, and it is refused.
 */
export async function stripActiveContent(data: Buffer): Promise<Buffer | null> {
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(data, { ignoreEncryption: true, updateMetadata: false });
  } catch {
    return null;
  }
  const seen = new Set<PDFObject>();
  for (const [ref, object] of doc.context.enumerateIndirectObjects()) {
    // An attached file's bytes: gone, not just unlinked.
    const dict = object instanceof PDFStream ? object.dict : undefined;
    if (dict?.get(TYPE) === EMBEDDED_FILE) {
      doc.context.delete(ref);
      continue;
    }
    walk(object, seen);
  }
  walk(doc.catalog, seen);
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}
