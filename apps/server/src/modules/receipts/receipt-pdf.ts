import { type ReceiptContent, receiptNumberText } from '@gym/contract';
import PDFDocument from 'pdfkit';
import { translate } from '../../lib/i18n.ts';

/**
 * A receipt as a PDF (docs/decisions/023), drawn by pdfkit from the receipt's fixed content, in the member's
 * language. Helvetica is one of PDF's standard fonts: no font file ships, and it holds every letter of English and
 * Spanish (á, ñ, ¿, €). The document's dates are the receipt's own, so the same receipt always gives the same file.
 */

/** Money as a receipt prints it: always with its cents, in the receipt's language. */
export const receiptMoney = (amount: number, currency: string, language: string) =>
  new Intl.NumberFormat(language, { style: 'currency', currency, minimumFractionDigits: 2 }).format(amount);

/** The payment's date and time on the gym's clock. */
export const receiptDate = (content: ReceiptContent) =>
  new Intl.DateTimeFormat(content.language, {
    timeZone: content.timeZone,
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(new Date(content.paidAt));

/** The tax rate as the receipt's language writes a number (21, 7.25, 7,25). */
const percent = (content: ReceiptContent) => new Intl.NumberFormat(content.language).format(content.taxRate ?? 0);

/** What was bought, in words. */
export function receiptItem(content: ReceiptContent): string {
  const t = (english: string, values?: Record<string, unknown>) => translate(content.language, english, values);
  const { kind, planName, durationInDays } = content.item;
  if (kind === 'plan' && planName)
    return durationInDays
      ? t('Membership plan {plan} ({days} days)', { plan: planName, days: durationInDays })
      : t('Membership plan {plan}', { plan: planName });
  if (kind === 'extension' && planName)
    return durationInDays
      ? t('Extension of the plan {plan} ({days} days)', { plan: planName, days: durationInDays })
      : t('Extension of the plan {plan}', { plan: planName });
  return t('Payment to the gym');
}

/** The lines of the receipt below its heading, as label and value, in order; the total last. */
export function receiptLines(content: ReceiptContent): [string, string][] {
  const t = (english: string, values?: Record<string, unknown>) => translate(content.language, english, values);
  const money = (n: number) => receiptMoney(n, content.currency, content.language);
  const { refund } = content;
  const lines: [string, string][] = [[t('Receipt number'), receiptNumberText(content.number)]];
  if (refund?.ofReceipt) lines.push([t('Refund of receipt'), receiptNumberText(refund.ofReceipt)]);
  lines.push(
    [t('Date'), `${receiptDate(content)} (${content.timeZone})`],
    [t('Billed to'), `${content.billedTo.name} <${content.billedTo.email}>`],
    [t('Item'), receiptItem(content)],
    [t('Payment method'), t(content.method)],
  );
  if (refund) lines.push([t('Reason'), refund.reason]);
  if (content.taxRate !== null && content.taxAmount !== null) {
    lines.push([t('Amount before tax'), money(content.amount - content.taxAmount)]);
    lines.push([t('Tax ({rate}%)', { rate: percent(content) }), money(content.taxAmount)]);
  }
  lines.push([refund ? t('Total refunded') : t('Total paid'), money(content.amount)]);
  return lines;
}

export function renderReceiptPdf(content: ReceiptContent): Promise<Buffer> {
  const t = (english: string, values?: Record<string, unknown>) => translate(content.language, english, values);
  const title = `${content.refund ? t('Refund receipt') : t('Receipt')} ${receiptNumberText(content.number)}`;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    lang: content.language,
    info: { Title: title, Author: content.gym.name, CreationDate: new Date(content.paidAt) },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  doc.font('Helvetica-Bold').fontSize(20).fillColor('#111827').text(content.gym.name, left, 56, { width });
  doc.font('Helvetica').fontSize(10).fillColor('#4b5563').text(content.gym.address, { width });
  doc.text(content.gym.email, { width });
  doc.moveDown(2);
  doc.font('Helvetica-Bold').fontSize(16).fillColor('#111827').text(title, { width });
  doc.moveDown(1);

  const labelWidth = 160;
  const lines = receiptLines(content);
  for (const [index, [label, value]] of lines.entries()) {
    const y = doc.y;
    const total = index === lines.length - 1;
    doc.font(total ? 'Helvetica-Bold' : 'Helvetica').fontSize(total ? 13 : 11);
    doc.fillColor('#4b5563').text(label, left, y, { width: labelWidth });
    const labelBottom = doc.y;
    doc.fillColor('#111827').text(value, left + labelWidth, y, { width: width - labelWidth });
    doc.y = Math.max(doc.y, labelBottom) + 8;
    doc
      .moveTo(left, doc.y - 4)
      .lineTo(left + width, doc.y - 4)
      .strokeColor('#e5e7eb')
      .lineWidth(0.5)
      .stroke();
  }
  doc.moveDown(2);
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#6b7280')
    .text(
      content.taxRate !== null
        ? t('Prices include tax at {rate}%. Keep this receipt for your records.', { rate: percent(content) })
        : t('Keep this receipt for your records.'),
      left,
      doc.y,
      { width },
    );
  doc.end();
  return done;
}
