/**
 * The chat's QR code, in a chunk of its own: the view imports it only when the box opens on a
 * desktop with the settings' `qr` on, so a page that never opens the box, and any phone, never
 * downloads the encoder.
 */
import { create } from 'qrcode/lib/core/qrcode';
import { gridLines } from './logic';

/** A one-module white border inside the canvas; the plugin's white slot pads the rest of the quiet zone. */
export const QR_MARGIN = 1;

/**
 * Draws `text` as a QR code filling the canvas's `pixels` × `pixels`: white, then one black square
 * per dark module on whole-pixel grid lines (crisp at any device pixel ratio). Throws when the
 * text cannot be encoded or the browser has no 2D canvas.
 */
export function drawQr(canvas: HTMLCanvasElement, text: string, pixels: number): void {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const context = canvas.getContext('2d');
  if (!context) throw new Error('the browser gives no 2D canvas context');
  canvas.width = pixels;
  canvas.height = pixels;
  const lines = gridLines(modules.size + 2 * QR_MARGIN, pixels);
  context.fillStyle = '#fff';
  context.fillRect(0, 0, pixels, pixels);
  context.fillStyle = '#000';
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (!modules.get(row, column)) continue;
      const x = lines[column + QR_MARGIN]!;
      const y = lines[row + QR_MARGIN]!;
      context.fillRect(x, y, lines[column + QR_MARGIN + 1]! - x, lines[row + QR_MARGIN + 1]! - y);
    }
  }
}
