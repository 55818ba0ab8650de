/**
 * Renders a 4-digit captcha as a PNG with a tiny built-in 5x7 digit font, so the sandbox needs no
 * font files or canvas. Noise lines and dots make it look like a captcha; it is not meant to
 * resist OCR (tests read the answer through /__sandbox/captcha/last).
 */
import { randomInt } from 'node:crypto';
import pngjs from 'pngjs';

const { PNG } = pngjs;

export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 40;

/** Rows of 5 bits, most significant bit on the left. */
const DIGITS: Record<string, number[]> = {
  '0': [0b01110, 0b10001, 0b10011, 0b10101, 0b11001, 0b10001, 0b01110],
  '1': [0b00100, 0b01100, 0b00100, 0b00100, 0b00100, 0b00100, 0b01110],
  '2': [0b01110, 0b10001, 0b00001, 0b00010, 0b00100, 0b01000, 0b11111],
  '3': [0b11110, 0b00001, 0b00001, 0b01110, 0b00001, 0b00001, 0b11110],
  '4': [0b00010, 0b00110, 0b01010, 0b10010, 0b11111, 0b00010, 0b00010],
  '5': [0b11111, 0b10000, 0b11110, 0b00001, 0b00001, 0b10001, 0b01110],
  '6': [0b00110, 0b01000, 0b10000, 0b11110, 0b10001, 0b10001, 0b01110],
  '7': [0b11111, 0b00001, 0b00010, 0b00100, 0b01000, 0b01000, 0b01000],
  '8': [0b01110, 0b10001, 0b10001, 0b01110, 0b10001, 0b10001, 0b01110],
  '9': [0b01110, 0b10001, 0b10001, 0b01111, 0b00001, 0b00010, 0b01100],
};

type Rgb = [number, number, number];

class Canvas {
  readonly png = new PNG({ width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT });

  fill(color: Rgb): void {
    for (let y = 0; y < CAPTCHA_HEIGHT; y += 1) {
      for (let x = 0; x < CAPTCHA_WIDTH; x += 1) this.set(x, y, color);
    }
  }

  set(x: number, y: number, [r, g, b]: Rgb): void {
    if (x < 0 || y < 0 || x >= CAPTCHA_WIDTH || y >= CAPTCHA_HEIGHT) return;
    const i = (CAPTCHA_WIDTH * y + x) * 4;
    this.png.data[i] = r;
    this.png.data[i + 1] = g;
    this.png.data[i + 2] = b;
    this.png.data[i + 3] = 255;
  }

  /** Bresenham line. */
  line(x0: number, y0: number, x1: number, y1: number, color: Rgb): void {
    const dx = Math.abs(x1 - x0);
    const dy = -Math.abs(y1 - y0);
    const sx = x0 < x1 ? 1 : -1;
    const sy = y0 < y1 ? 1 : -1;
    let err = dx + dy;
    let x = x0;
    let y = y0;
    for (;;) {
      this.set(x, y, color);
      if (x === x1 && y === y1) return;
      const e2 = 2 * err;
      if (e2 >= dy) {
        err += dy;
        x += sx;
      }
      if (e2 <= dx) {
        err += dx;
        y += sy;
      }
    }
  }
}

function darkColor(): Rgb {
  return [randomInt(0, 110), randomInt(0, 110), randomInt(40, 160)];
}

export function randomCaptchaAnswer(): string {
  return String(randomInt(0, 10_000)).padStart(4, '0');
}

/** The PNG as base64, without a `data:` prefix (§5.1). */
export function renderCaptchaPng(answer: string): string {
  const canvas = new Canvas();
  canvas.fill([238, 242, 247]);
  for (let i = 0; i < 180; i += 1) {
    canvas.set(randomInt(0, CAPTCHA_WIDTH), randomInt(0, CAPTCHA_HEIGHT), [
      randomInt(120, 220),
      randomInt(120, 220),
      randomInt(120, 220),
    ]);
  }
  const scale = 4;
  [...answer].forEach((char, index) => {
    const rows = DIGITS[char];
    if (!rows) return;
    const color = darkColor();
    const left = 10 + index * 27 + randomInt(-2, 3);
    const top = 4 + randomInt(0, 6);
    rows.forEach((bits, row) => {
      for (let col = 0; col < 5; col += 1) {
        if (!(bits & (1 << (4 - col)))) continue;
        for (let dy = 0; dy < scale; dy += 1) {
          for (let dx = 0; dx < scale; dx += 1) {
            canvas.set(left + col * scale + dx, top + row * scale + dy, color);
          }
        }
      }
    });
  });
  for (let i = 0; i < 4; i += 1) {
    canvas.line(
      randomInt(0, CAPTCHA_WIDTH),
      randomInt(0, CAPTCHA_HEIGHT),
      randomInt(0, CAPTCHA_WIDTH),
      randomInt(0, CAPTCHA_HEIGHT),
      darkColor(),
    );
  }
  return PNG.sync.write(canvas.png).toString('base64');
}
