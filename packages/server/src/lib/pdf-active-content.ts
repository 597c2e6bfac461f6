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
/** The document's own structure: never emptied, whatever action keys a crafted file put in it. */
const STRUCTURE = new Set(['/Catalog', '/Pages', '/Page']);

/** Empties the dictionary of an action that runs something, and drops the active keys of any. */
function clean(dict: PDFDict): void {
  const action = dict.get(S);
  const type = dict.get(TYPE);
  const structural = type instanceof PDFName && STRUCTURE.has(type.toString());
  if (action instanceof PDFName && ACTIVE_ACTIONS.has(action.toString())) {
    if (!structural) {
      for (const key of dict.keys()) dict.delete(key);
      return;
    }
    dict.delete(S);
  }
  for (const key of ACTIVE_KEYS) dict.delete(key);
  // A Launch action may also sit directly under its name in older files.
  dict.delete(PDFName.of('Launch'));
}

/** Cleans every dictionary reachable from `start`; a loop, not a recursion, for deep files. */
function walk(start: PDFObject | undefined, seen: Set<PDFObject>): void {
  const todo: (PDFObject | undefined)[] = [start];
  while (todo.length > 0) {
    const object = todo.pop();
    if (!object || seen.has(object)) continue;
    seen.add(object);
    if (object instanceof PDFStream) todo.push(object.dict);
    else if (object instanceof PDFDict) {
      clean(object);
      for (const [, value] of object.entries()) todo.push(value);
    } else if (object instanceof PDFArray) {
      todo.push(...object.asArray());
    }
  }
}

/**
 * A registration document as it will be served to workers' phones and signed: the same pages,
 * without JavaScript, actions that run on opening or on an event, launch actions and embedded
 * files (issue: registration documents must not carry active content). Written again by
 * pdf-lib, so nothing removed survives as an unreachable object. `unreadable` when pdf-lib
 * cannot read the file (then we cannot say what it carries, and it is refused); `broken` when
 * what it carries cannot be taken out and the rest written again (a crafted file whose own
 * structure holds the actions).
 */
export async function stripActiveContent(data: Buffer): Promise<Buffer | 'unreadable' | 'broken'> {
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(data, { ignoreEncryption: true, updateMetadata: false });
  } catch {
    return 'unreadable';
  }
  try {
    return await cleaned(doc);
  } catch {
    return 'broken';
  }
}

async function cleaned(doc: PDFDocument): Promise<Buffer> {
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
