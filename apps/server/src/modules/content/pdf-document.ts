import { existsSync } from 'node:fs';
import PDFDocument from 'pdfkit';

/*
 * Renders a plain Markdown document (## headings, paragraphs, bullet lists, pipe tables) into an A4 PDF,
 * for the documents of the download centre. PDF's built-in fonts have no Chinese: a Chinese document needs
 * a CJK font on the machine (Noto Sans CJK, Debian's fonts-noto-cjk); without one only Latin text renders.
 */

/** Where Debian and most Linux distributions keep Noto Sans CJK (the collection's Simplified face is used). */
const CJK_FONT_FILES = [
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
  '/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc',
  '/usr/share/fonts/google-noto-cjk/NotoSansCJK-Regular.ttc',
];
const CJK_FACE = 'NotoSansCJKsc-Regular';

/** The CJK font file on this machine, or null. */
export function cjkFontFile(): string | null {
  return CJK_FONT_FILES.find((file) => existsSync(file)) ?? null;
}

const HAN = /\p{Script=Han}/u;

/** Whether a document can be rendered here: Latin text always, Chinese only with a CJK font. */
export function canRender(markdown: string): boolean {
  return !HAN.test(markdown) || cjkFontFile() !== null;
}

type Block =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'bullet'; text: string }
  | { kind: 'table'; rows: string[][] };

/** The Markdown's blocks; inline markup (`**`, `` ` ``, links) is reduced to its text. */
function blocks(markdown: string): Block[] {
  const inline = (s: string) =>
    s
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/[*_`]+/g, '')
      .trim();
  const out: Block[] = [];
  for (const raw of markdown.split('\n')) {
    const line = raw.trim();
    if (line === '') continue;
    if (line.startsWith('#')) out.push({ kind: 'heading', text: inline(line.replace(/^#+\s*/, '')) });
    else if (/^[-*+]\s+/.test(line))
      out.push({ kind: 'bullet', text: inline(line.replace(/^[-*+]\s+/, '')) });
    else if (line.startsWith('|')) {
      if (/^\|[\s:|-]+\|$/.test(line)) continue;
      const cells = line
        .replace(/^\||\|$/g, '')
        .split('|')
        .map(inline);
      const last = out.at(-1);
      if (last?.kind === 'table') last.rows.push(cells);
      else out.push({ kind: 'table', rows: [cells] });
    } else out.push({ kind: 'paragraph', text: inline(line) });
  }
  return out;
}

/**
 * The PDF of a document: a title block (title, subtitle line with the brand), then the body. Resolves to
 * the file's bytes.
 */
export function renderPdf(doc: { title: string; subtitle: string; markdown: string }): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: doc.title, Subject: doc.subtitle },
  });
  const cjk = cjkFontFile();
  const needsCjk = HAN.test(doc.title + doc.markdown);
  if (needsCjk && cjk) pdf.registerFont('body', cjk, CJK_FACE);
  const body = needsCjk && cjk ? 'body' : 'Helvetica';
  const bold = needsCjk && cjk ? 'body' : 'Helvetica-Bold';
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const width = pdf.page.width - 112;

  pdf.font(bold).fontSize(22).fillColor('#0b2545').text(doc.title, { width });
  pdf.moveDown(0.3).font(body).fontSize(10).fillColor('#5c6b7a').text(doc.subtitle, { width });
  pdf
    .moveDown(0.6)
    .moveTo(56, pdf.y)
    .lineTo(56 + width, pdf.y)
    .strokeColor('#d0d7de')
    .stroke();
  pdf.moveDown(1);

  for (const block of blocks(doc.markdown)) {
    if (block.kind === 'heading') {
      pdf.moveDown(0.6).font(bold).fontSize(14).fillColor('#0b2545').text(block.text, { width });
      pdf.moveDown(0.3);
    } else if (block.kind === 'paragraph') {
      pdf.font(body).fontSize(10.5).fillColor('#1f2933').text(block.text, { width, lineGap: 3 });
      pdf.moveDown(0.6);
    } else if (block.kind === 'bullet') {
      pdf
        .font(body)
        .fontSize(10.5)
        .fillColor('#1f2933')
        .text(`•  ${block.text}`, { width, indent: 8, lineGap: 3 });
      pdf.moveDown(0.3);
    } else {
      const columns = Math.max(...block.rows.map((r) => r.length));
      const cell = width / columns;
      for (const [index, row] of block.rows.entries()) {
        const top = pdf.y;
        let bottom = top;
        pdf
          .font(index === 0 ? bold : body)
          .fontSize(9.5)
          .fillColor('#1f2933');
        row.forEach((value, column) => {
          pdf.text(value, 56 + column * cell + 4, top + 4, { width: cell - 8 });
          bottom = Math.max(bottom, pdf.y);
        });
        pdf
          .rect(56, top, width, bottom - top + 4)
          .strokeColor('#d0d7de')
          .stroke();
        pdf.x = 56;
        pdf.y = bottom + 4;
      }
      pdf.moveDown(0.8);
    }
  }
  pdf.end();
  return done;
}
