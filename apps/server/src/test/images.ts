import sharp from 'sharp';

/** A real image of the given size and type, drawn by sharp (a gradient, so the encoder has something to keep). */
export async function makeImage(
  format: 'jpeg' | 'png' | 'webp' | 'gif' = 'png',
  width = 64,
  height = 48,
  exif?: Record<string, string>,
): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#0a7"/><stop offset="1" stop-color="#f60"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  let image = sharp(Buffer.from(svg));
  if (exif) image = image.withExif({ IFD0: exif });
  return image.toFormat(format).toBuffer();
}

/** A `multipart/form-data` body with one file part, as a browser's FormData sends it. */
export function multipartBody(file: Buffer, filename = 'photo.png', contentType = 'image/png') {
  const boundary = `----gymtest${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, file, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
