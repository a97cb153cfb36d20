/**
 * Check 5: active content and embedded files — JavaScript, launch actions, open actions that
 * run scripts, embedded files and file attachments. Read from every object of the file
 * (compressed object streams included), so content a viewer would only run is seen too.
 */
import { namesIn, type RawObject } from './pdf/raw';
import type { PdfDocument } from './pdf/pdfjs';

export interface SecurityFindings {
  javascriptObjects: number[];
  openActionJavaScript: boolean;
  openAction: boolean;
  launchObjects: number[];
  embeddedFileObjects: number[];
  attachmentNames: string[];
  submitFormObjects: number[];
  /** Document-level scripts reported by pdfjs (names), when the raw scan could not see them (encrypted files). */
  pdfjsScripts: string[];
}

export function scanObjects(objects: RawObject[]): SecurityFindings {
  const f: SecurityFindings = {
    javascriptObjects: [],
    openActionJavaScript: false,
    openAction: false,
    launchObjects: [],
    embeddedFileObjects: [],
    attachmentNames: [],
    submitFormObjects: [],
    pdfjsScripts: [],
  };
  const byNum = new Map<number, RawObject>();
  for (const o of objects) byNum.set(o.num, o); // latest version wins (file order)
  const push = (list: number[], n: number) => {
    if (!list.includes(n)) list.push(n);
  };
  const isJs = (text: string) => {
    const names = namesIn(text);
    return names.includes('JavaScript') || names.includes('JS');
  };
  for (const o of objects) {
    const names = new Set(namesIn(o.dict));
    if (names.has('JavaScript') || names.has('JS')) push(f.javascriptObjects, o.num);
    if (names.has('Launch')) push(f.launchObjects, o.num);
    if (names.has('EmbeddedFiles') || names.has('EmbeddedFile') || names.has('FileAttachment')) push(f.embeddedFileObjects, o.num);
    if (names.has('SubmitForm') || names.has('ImportData')) push(f.submitFormObjects, o.num);
    if (names.has('OpenAction')) {
      f.openAction = true;
      const m = /\/OpenAction\s*(<<[\s\S]*?>>|\d+\s+\d+\s+R|\[[^\]]*\])/.exec(o.dict);
      if (m) {
        const value = m[1];
        if (isJs(value)) f.openActionJavaScript = true;
        const ref = /^(\d+)\s+\d+\s+R$/.exec(value.trim());
        if (ref) {
          const target = byNum.get(Number(ref[1]));
          if (target && isJs(target.dict)) f.openActionJavaScript = true;
        }
      }
    }
    if (names.has('Filespec') || names.has('EmbeddedFile')) {
      const fn = /\/UF\s*\(([^)]{1,200})\)|\/F\s*\(([^)]{1,200})\)/.exec(o.dict);
      const name = fn?.[1] ?? fn?.[2];
      if (name && !f.attachmentNames.includes(name)) f.attachmentNames.push(name);
    }
  }
  return f;
}

/** Add what pdfjs reports (works on encrypted files, where strings and streams are not readable raw). */
export async function addPdfjsFindings(f: SecurityFindings, doc: PdfDocument): Promise<void> {
  try {
    const js = await doc.getJSActions();
    if (js && typeof js === 'object') {
      for (const key of Object.keys(js)) if (!f.pdfjsScripts.includes(key)) f.pdfjsScripts.push(key);
    }
  } catch {
    // evidence: pdfjs cannot list scripts of this file; the raw object scan (scanObjects) still reports the JavaScript it finds.
  }
  try {
    const attachments = await doc.getAttachments();
    if (attachments && typeof attachments === 'object') {
      for (const [key, value] of Object.entries(attachments as Record<string, { filename?: string }>)) {
        const name = value?.filename ?? key;
        if (!f.attachmentNames.includes(name)) f.attachmentNames.push(name);
      }
    }
  } catch {
    // evidence: pdfjs cannot list attachments of this file; the raw object scan (scanObjects) still reports the embedded files it finds.
  }
}

export function describeSecurity(f: SecurityFindings): { failed: string[]; warnings: string[] } {
  const failed: string[] = [];
  const warnings: string[] = [];
  const objs = (l: number[]) => (l.length ? ` (object${l.length > 1 ? 's' : ''} ${l.slice(0, 8).join(', ')}${l.length > 8 ? ', …' : ''})` : '');
  if (f.javascriptObjects.length || f.pdfjsScripts.length) {
    const when = f.openActionJavaScript ? ', run automatically when the document is opened (OpenAction)' : '';
    failed.push(`the PDF contains JavaScript${when}${objs(f.javascriptObjects)}`);
  }
  if (f.launchObjects.length) failed.push(`the PDF contains a launch action that starts an external program or file${objs(f.launchObjects)}`);
  if (f.embeddedFileObjects.length || f.attachmentNames.length) {
    const names = f.attachmentNames.length ? `: ${f.attachmentNames.slice(0, 5).map((n) => `'${n}'`).join(', ')}` : '';
    failed.push(`the PDF carries embedded files or file attachments${names}${objs(f.embeddedFileObjects)}`);
  }
  if (f.submitFormObjects.length) warnings.push(`the PDF has a form action that submits or imports data${objs(f.submitFormObjects)}`);
  return { failed, warnings };
}
