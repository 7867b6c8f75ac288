/**
 * Save-as-image for the receipt (spec §2, §8, §9) without any package: the receipt element is cloned with its
 * computed styles inlined, wrapped in an SVG <foreignObject>, drawn on a canvas, and the canvas PNG is downloaded
 * through an <a download>. Failures alert the spec's messages.
 */
import { MSG } from '../../../domain/rules';
import { shownText } from '../../i18n/shownText';
import { t } from '../../i18n/runtime';

/** Spec §9: the image file name uses fixed city and date constants; the date is the receipt's play date. */
export const RECEIPT_CITY = 'delhi';
const IMAGE_SCALE = 2;
const IMAGE_LOAD_TIMEOUT_MS = 10_000;

export function receiptFileName(date: string, city = RECEIPT_CITY): string {
  const safe = date.replace(/[^0-9-]/g, '') || 'receipt';
  return `receipt-${city}-${safe}.png`;
}

function inlineStyles(src: Element, dst: Element): void {
  const computed = getComputedStyle(src);
  const style = (dst as HTMLElement | SVGElement).style;
  for (let i = 0; i < computed.length; i++) {
    const prop = computed.item(i);
    style.setProperty(prop, computed.getPropertyValue(prop), computed.getPropertyPriority(prop));
  }
  for (let i = 0; i < src.children.length; i++) {
    const s = src.children[i];
    const d = dst.children[i];
    if (s && d) inlineStyles(s, d);
  }
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    const timer = setTimeout(() => reject(new Error('image load timed out')), IMAGE_LOAD_TIMEOUT_MS);
    img.onload = () => {
      clearTimeout(timer);
      resolve(img);
    };
    img.onerror = () => {
      clearTimeout(timer);
      reject(new Error('image load failed'));
    };
    img.src = src;
  });
}

/** The element as it looks on screen, as a PNG blob (2× for sharp text). */
export async function elementToPng(el: HTMLElement, scale = IMAGE_SCALE): Promise<Blob> {
  const rect = el.getBoundingClientRect();
  const width = Math.ceil(rect.width);
  const height = Math.ceil(rect.height);
  if (width === 0 || height === 0) throw new Error('nothing to draw');
  const canvas = document.createElement('canvas');
  canvas.width = width * scale;
  canvas.height = height * scale;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no canvas');

  const clone = el.cloneNode(true) as HTMLElement;
  inlineStyles(el, clone);
  clone.style.margin = '0';
  const xhtml = new XMLSerializer().serializeToString(clone);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<foreignObject x="0" y="0" width="${width}" height="${height}">${xhtml}</foreignObject></svg>`;
  const img = await loadImage(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);

  ctx.scale(scale, scale);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.drawImage(img, 0, 0, width, height);
  return new Promise((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('no image'))), 'image/png'));
}

export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Saves the receipt element as `fileName`; true when the download started. Alerts on failure (spec §8). */
export async function saveReceiptImage(el: HTMLElement | null, fileName: string, alert: (m: string) => void = (m) => window.alert(shownText(m, t))): Promise<boolean> {
  if (!el) {
    alert(MSG.receiptNotFound);
    return false;
  }
  try {
    downloadBlob(await elementToPng(el), fileName);
    return true;
  } catch {
    alert(MSG.receiptSaveFailed);
    return false;
  }
}
