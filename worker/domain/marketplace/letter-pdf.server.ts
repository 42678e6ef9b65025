import { Encodings, Font, FontNames } from "@pdf-lib/standard-fonts";
import { PDFDocument, PDFHexString, PDFName, degrees, drawText, rgb, type PDFPage, type PDFRef } from "pdf-lib";
import type { LetterSection } from "./letter-text";

/**
 * The engagement letter as a PDF (issue 31, decision 200), with pdf-lib: pure JavaScript, runs in
 * Workers, no font file. Text is set in the standard Helvetica faces, whose metrics pdf-lib ships
 * (@pdf-lib/standard-fonts). Their usual WinAnsi encoding has no ğ, ı, İ, ş, Ş or Ğ, so the fonts
 * are declared with WinAnsi plus a /Differences array that gives those six glyphs (present in every
 * Helvetica) six unused codes, and the text is written with pdf-lib's operators in that encoding.
 * The output is deterministic for the same input (dates are the caller's), so its SHA-256 is stable.
 */

const PAGE = { width: 595.28, height: 841.89, margin: 56 } as const;
const BODY = 10.5;
const HEADING = 12;
const TITLE = 18;
const LEADING = 1.45;

/** Turkish letters missing from WinAnsi → glyph name and the code they get in our encoding. */
const EXTRA: Record<number, { name: string; code: number }> = {
  0x011e: { name: "Gbreve", code: 0x18 },
  0x011f: { name: "gbreve", code: 0x19 },
  0x0130: { name: "Idotaccent", code: 0x1a },
  0x0131: { name: "dotlessi", code: 0x1b },
  0x015e: { name: "Scedilla", code: 0x1c },
  0x015f: { name: "scedilla", code: 0x1d },
};
const DIFFERENCES = Object.values(EXTRA).flatMap(({ name, code }) => [code, name]);

/** Spaces Intl puts in numbers (no-break, narrow no-break, thin) → a plain space. */
const normalize = (text: string) => text.replace(/[\u00a0\u202f\u2009]/g, " ").replace(/[\u2018\u2019]/g, "'");

interface Face {
  key: PDFName;
  metrics: Font;
}

function encode(text: string, metrics: Font): { hex: string; width: number } {
  let hex = "";
  let width = 0;
  for (const ch of normalize(text)) {
    const cp = ch.codePointAt(0)!;
    let code: number;
    let name: string;
    const extra = EXTRA[cp];
    if (extra) ({ code, name } = extra);
    else if (Encodings.WinAnsi.canEncodeUnicodeCodePoint(cp)) ({ code, name } = Encodings.WinAnsi.encodeUnicodeCodePoint(cp));
    else ({ code, name } = { code: 0x3f, name: "question" });
    hex += code.toString(16).padStart(2, "0");
    width += metrics.getWidthOfGlyph(name) ?? 500;
  }
  return { hex, width };
}

const widthOf = (text: string, face: Face, size: number) => (encode(text, face.metrics).width * size) / 1000;

/** Greedy word wrap to the text width. */
function wrap(text: string, face: Face, size: number, max: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of normalize(text).split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && widthOf(next, face, size) > max) {
      lines.push(line);
      line = word;
    } else line = next;
    // a word longer than the line (a SHA-256) is cut
    while (widthOf(line, face, size) > max) {
      let cut = line.length - 1;
      while (cut > 1 && widthOf(line.slice(0, cut), face, size) > max) cut--;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines;
}

function fontRef(doc: PDFDocument, base: "Helvetica" | "Helvetica-Bold"): PDFRef {
  return doc.context.register(
    doc.context.obj({
      Type: "Font",
      Subtype: "Type1",
      BaseFont: base,
      Encoding: doc.context.obj({ Type: "Encoding", BaseEncoding: "WinAnsiEncoding", Differences: doc.context.obj(DIFFERENCES.map((d) => (typeof d === "number" ? d : PDFName.of(d)))) }),
    }),
  );
}

/** Renders the title, sections and (signed PDF) the certificate on A4 pages. */
export async function renderLetterPdf(title: string, sections: LetterSection[], certificate: LetterSection | null, date: Date): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(title);
  doc.setProducer("TaxAtlas");
  doc.setCreator("TaxAtlas");
  doc.setCreationDate(date);
  doc.setModificationDate(date);
  const refs = { regular: fontRef(doc, "Helvetica"), bold: fontRef(doc, "Helvetica-Bold") };
  const metrics = { regular: Font.load(FontNames.Helvetica), bold: Font.load(FontNames.HelveticaBold) };
  const width = PAGE.width - 2 * PAGE.margin;

  let page: PDFPage;
  let faces: { regular: Face; bold: Face };
  let y = 0;
  const newPage = () => {
    page = doc.addPage([PAGE.width, PAGE.height]);
    const keys = { regular: PDFName.of("F1"), bold: PDFName.of("F2") };
    page.node.setFontDictionary(keys.regular, refs.regular);
    page.node.setFontDictionary(keys.bold, refs.bold);
    faces = { regular: { key: keys.regular, metrics: metrics.regular }, bold: { key: keys.bold, metrics: metrics.bold } };
    y = PAGE.height - PAGE.margin;
  };
  const write = (text: string, face: "regular" | "bold", size: number, gapAfter = 0) => {
    for (const line of wrap(text, faces[face], size, width)) {
      if (y - size * LEADING < PAGE.margin) newPage();
      y -= size * LEADING;
      const { hex } = encode(line, faces[face].metrics);
      page.pushOperators(
        ...drawText(PDFHexString.of(hex), { color: rgb(0.1, 0.1, 0.12), font: faces[face].key, size, rotate: degrees(0), xSkew: degrees(0), ySkew: degrees(0), x: PAGE.margin, y }),
      );
    }
    y -= gapAfter;
  };
  const section = (s: LetterSection) => {
    // a heading keeps at least two lines of its text on its page
    if (s.heading && y - (HEADING + 2 * BODY) * LEADING - 6 < PAGE.margin) newPage();
    if (s.heading) write(s.heading, "bold", HEADING, 2);
    for (const line of s.lines) write(line, "regular", BODY, 4);
    y -= 8;
  };

  newPage();
  write(title, "bold", TITLE, 10);
  sections.forEach(section);
  if (certificate) {
    newPage();
    write(certificate.heading, "bold", TITLE, 10);
    for (const line of certificate.lines) write(line, "regular", BODY, 6);
  }
  return doc.save({ useObjectStreams: false });
}

export async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new Uint8Array(bytes)));
  return [...digest].map((b) => b.toString(16).padStart(2, "0")).join("");
}
