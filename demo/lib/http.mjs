// Request bodies (urlencoded, multipart, JSON) and cookies, with node:http only.

export function parseCookies(header) {
  const out = {};
  for (const part of String(header || '').split(';')) {
    const i = part.indexOf('=');
    if (i < 0) continue;
    const name = part.slice(0, i).trim();
    if (!name || name in out) continue;
    let value = part.slice(i + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      out[name] = decodeURIComponent(value);
    } catch {
      out[name] = value;
    }
  }
  return out;
}

const MAX_BODY = 1024 * 1024;

export function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on('data', (c) => {
      size += c.length;
      if (size > MAX_BODY) {
        reject(Object.assign(new Error('body too large'), { status: 413 }));
        req.destroy();
        return;
      }
      chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** Parsed body as { form: {name: value}, json: any|undefined, type }. Like $_POST, JSON is not in form. */
export function parseBody(buffer, contentType = '') {
  const type = contentType.split(';')[0].trim().toLowerCase();
  const form = {};
  let json;
  if (!buffer.length) return { form, json, type };
  if (type === 'application/x-www-form-urlencoded' || type === '') {
    for (const [k, v] of new URLSearchParams(buffer.toString('utf8'))) form[k] = v;
  } else if (type === 'multipart/form-data') {
    const m = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
    if (m) Object.assign(form, parseMultipart(buffer, m[1] || m[2]));
  } else if (type === 'application/json') {
    try {
      json = JSON.parse(buffer.toString('utf8'));
    } catch {
      json = undefined;
    }
  }
  return { form, json, type };
}

function parseMultipart(buffer, boundary) {
  const out = {};
  const delimiter = Buffer.from(`--${boundary}`);
  let pos = buffer.indexOf(delimiter);
  while (pos !== -1) {
    const start = pos + delimiter.length;
    if (buffer.slice(start, start + 2).toString() === '--') break;
    const next = buffer.indexOf(delimiter, start);
    if (next === -1) break;
    const part = buffer.slice(start + 2, next - 2); // skip CRLF after delimiter and before the next
    const headerEnd = part.indexOf('\r\n\r\n');
    if (headerEnd !== -1) {
      const headers = part.slice(0, headerEnd).toString('utf8');
      const name = /name="([^"]*)"/i.exec(headers)?.[1];
      const isFile = /filename="/i.test(headers);
      if (name !== undefined && !isFile) out[name] = part.slice(headerEnd + 4).toString('utf8');
    }
    pos = next;
  }
  return out;
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
